import jsQR from 'jsqr';
import sharp from 'sharp';

/** Rasterises the SVG with sharp and reads the QR back with jsQR. */
export async function decodeSvgQr(svg: string): Promise<string | undefined> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 144 })
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}
