/**
 * Where the home page's image slider goes (SPEC section 2: a slide every 5 seconds, height = width
 * x 547/1916). The slider is another task; until it lands this slot renders nothing, so the page
 * around it does not change when it arrives.
 */
export function HomeSliderSlot() {
  return null;
}
