import { createSvgIcon } from '@mui/material/SvgIcon';

/*
 * Things Material Icons has no drawing for, drawn on its 24 x 24 grid in its filled style, like the vehicles
 * in vehicle-icons.tsx. Cut-outs (holes, windows) rely on the even-odd rule.
 */

/** A jerry can: a handle on top, a spout at the corner, the embossed cross on its side. Fuel, oil or water brought to you. */
export const FuelCan = createSvgIcon(
  <path
    fillRule="evenodd"
    d="M6 7.5h8.5l4 4V20c0 .55-.45 1-1 1H6c-.55 0-1-.45-1-1V8.5c0-.55.45-1 1-1M8 10.2l-1 1 2.8 2.8L7 16.8l1 1 2.8-2.8 2.8 2.8 1-1-2.8-2.8 2.8-2.8-1-1-2.8 2.8zM6 3h6.5v3.5H11V4.5H7.5v2H6zm9.3 3.4 3.9-3.9 1.6 1.6-3.9 3.9z"
  />,
  'FuelCan',
);

/** A flange gasket: a flat ring with four bolt holes. */
export const Gasket = createSvgIcon(
  <path
    fillRule="evenodd"
    d="M12 2a10 10 0 1 1 0 20 10 10 0 1 1 0-20m0 5a5 5 0 1 0 0 10 5 5 0 1 0 0-10m0-3.4a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 1 0 0-2.6m0 14.2a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 1 0 0-2.6M4.9 10.7a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 1 0 0-2.6m14.2 0a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 1 0 0-2.6"
  />,
  'Gasket',
);

/** A wheel: the rim, five spokes and the hub, with no tyre tread (TireRepair is the tyre). */
export const Wheel = createSvgIcon(
  <path
    fillRule="evenodd"
    d="M12 2a10 10 0 1 1 0 20 10 10 0 1 1 0-20m0 1.6a8.4 8.4 0 1 0 0 16.8 8.4 8.4 0 1 0 0-16.8m0 1a7.4 7.4 0 1 1 0 14.8 7.4 7.4 0 1 1 0-14.8M10.8 9.03 9.68 6.25a6.2 6.2 0 0 1 4.64 0L13.2 9.03a3.2 3.2 0 0 0-2.4 0m3.65.91 2.3-1.93a6.2 6.2 0 0 1 1.43 4.42l-2.99-.21a3.2 3.2 0 0 0-.74-2.28m.26 3.76 2.55 1.59a6.2 6.2 0 0 1-3.76 2.73l-.73-2.92a3.2 3.2 0 0 0 1.94-1.4m-3.48 1.4-.73 2.92a6.2 6.2 0 0 1-3.76-2.73l2.55-1.59a3.2 3.2 0 0 0 1.94 1.4m-2.42-2.88-2.99.21a6.2 6.2 0 0 1 1.43-4.42l2.3 1.93a3.2 3.2 0 0 0-.74 2.28M12 10.6a1.4 1.4 0 1 0 0 2.8 1.4 1.4 0 1 0 0-2.8"
  />,
  'Wheel',
);

/** A hoist: a gantry's beam on two legs, a cable and a lifting hook. */
export const Hoist = createSvgIcon(
  <path
    fillRule="evenodd"
    d="M2 3h20v2.5H2zm1.5 2.5H6V21H3.5zm14.5 0h2.5V21H18zM11.3 5.5h1.4V10h-1.3zM10 10h4v2h-1v2.8a3 3 0 0 1-6 0V13.5h2v1.3a1 1 0 0 0 2 0V12h-1z"
  />,
  'Hoist',
);
