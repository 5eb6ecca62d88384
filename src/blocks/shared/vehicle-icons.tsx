import { createSvgIcon } from '@mui/material/SvgIcon';

/*
 * Vehicles Material Icons has no drawing for, drawn on its 24 x 24 grid in its filled style (wheels as
 * LocalShipping draws them: a notch in the body and a hub cut out), so they sit beside the library's icons.
 * Cut-outs (windows, hubs) rely on the even-odd rule.
 */

/** A class C motorhome facing right: the bunk over the cab, living-area windows and a door. */
export const Motorhome = createSvgIcon(
  <path
    fillRule="evenodd"
    d="M3 3h16.5c.83 0 1.5.67 1.5 1.5v1c0 .83-.67 1.5-1.5 1.5h-1l3 4.5c.9.2 1.5.7 1.5 1.5V17h-2c0 1.66-1.34 3-3 3s-3-1.34-3-3H9c0 1.66-1.34 3-3 3s-3-1.34-3-3H1V5c0-1.1.9-2 2-2m.5 3v3h4V6zm6 0v3h3V6zm5 0v7h2V6zm3.5 3v2.5h2.2L19 9zM6 18.5c.83 0 1.5-.67 1.5-1.5s-.67-1.5-1.5-1.5-1.5.67-1.5 1.5.67 1.5 1.5 1.5m12 0c.83 0 1.5-.67 1.5-1.5s-.67-1.5-1.5-1.5-1.5.67-1.5 1.5.67 1.5 1.5 1.5"
  />,
  'Motorhome',
);

/** A single-axle cargo trailer facing right, with its tongue, coupler and jack stand: no cab, so it never reads as a truck. */
export const CargoTrailer = createSvgIcon(
  <path
    fillRule="evenodd"
    d="M3 5h13c.55 0 1 .45 1 1v10h-5.5c0 1.38-1.12 2.5-2.5 2.5S6.5 17.38 6.5 16H2V6c0-.55.45-1 1-1m6 12c.55 0 1-.45 1-1s-.45-1-1-1-1 .45-1 1 .45 1 1 1m8-4 4 1.5h1.5c.28 0 .5.22.5.5v.5c0 .28-.22.5-.5.5H17zm2 3h1v3h1v1h-3v-1h1z"
  />,
  'CargoTrailer',
);

/** A tow truck facing right, with wheels as LocalShipping draws them: the cab, the flat bed, the boom over the back with its cable and hook. */
export const TowTruck = createSvgIcon(
  <path
    fillRule="evenodd"
    d="M3 17v-5h10V6h5l3.5 4.5c.3.4.5.9.5 1.4V17h-1c0 1.66-1.34 3-3 3s-3-1.34-3-3h-5c0 1.66-1.34 3-3 3s-3-1.34-3-3zm4 1.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 1 0 0 3m11 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 1 0 0 3M14.5 7.5h3l2.4 3.2h-5.4zM6.2 12 3.9 5.5H1.5V4h3.4l2.9 8zm-4.7-6.5h1V9h-1zM.9 9h2.2v1.6c0 .8-.6 1.4-1.4 1.4H.9v-1h.8c.2 0 .4-.2.4-.4V10H.9z"
  />,
  'TowTruck',
);
