/** The slider spans the window's width: the <img> and the head's preload must say the same. */
export const HOME_SLIDER_SIZES = '100vw';
