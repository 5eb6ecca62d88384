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

/**
 * A seal: a drop of oil above the ring that holds it in. (The head gasket before it, a plate with two bores, read
 * as a banknote beside "Paid directly to the shop" at 32 px; the round flange before that as a lifebuoy: outside
 * reviews, issue 22 and round 4.)
 */
export const Gasket = createSvgIcon(
  <path
    fillRule="evenodd"
    d="M12 1.5c2.9 3.5 4.6 6.1 4.6 8.1a4.6 4.6 0 0 1-9.2 0c0-2 1.7-4.6 4.6-8.1M12 15.4c5.5 0 10 1.6 10 3.55S17.5 22.5 12 22.5 2 20.9 2 18.95s4.5-3.55 10-3.55m0 2c-3.9 0-6.8.75-6.8 1.55s2.9 1.55 6.8 1.55 6.8-.75 6.8-1.55-2.9-1.55-6.8-1.55"
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

/**
 * A boat hoist: a boat lifted out of the water in two slings under a beam. (A bare gantry and hook read as a letter,
 * not a hoist: outside review, issue 22.)
 */
export const Hoist = createSvgIcon(
  <path
    fillRule="evenodd"
    d="M2 2h20v2.2H2zm4.8 2.2h1.4v7H6.8zm9 0h1.4v7h-1.4zM9.5 8.4h5l1 2.8h-7zM2 11.2h20l-2.6 5.3c-.3.6-.9 1-1.6 1H6.2c-.7 0-1.3-.4-1.6-1zm0 8.2c1.4 0 2-.9 3.3-.9s1.9.9 3.3.9 2-.9 3.3-.9 1.9.9 3.3.9 2-.9 3.3-.9 1.9.9 3.3.9V21c-1.4 0-2-.9-3.3-.9s-1.9.9-3.3.9-2-.9-3.3-.9-1.9.9-3.3.9-2-.9-3.3-.9S3.3 21 2 21z"
  />,
  'Hoist',
);

/** A heavy hook on its eye, as on a winch cable or a tow strap: pulling a stuck vehicle back to the road. */
export const Hook = createSvgIcon(
  <path
    fillRule="evenodd"
    d="M13.2 6h2.6v9a5.3 5.3 0 0 1-10.6 0v-3l1.3-2 1.3 2v3a2.7 2.7 0 0 0 5.4 0zm1.3-4.8a2.4 2.4 0 1 0 0 4.8 2.4 2.4 0 1 0 0-4.8m0 1.3a1.1 1.1 0 1 1 0 2.2 1.1 1.1 0 1 1 0-2.2"
  />,
  'Hook',
);

/** A tire side on, its tread and hub, with a plug tool pushed into the tread: a puncture repaired. */
export const PluggedTire = createSvgIcon(<path fillRule="evenodd" d="M10 4.6a9.4 9.4 0 1 0 0 18.8 9.4 9.4 0 1 0 0-18.8zM10 8.6a5.4 5.4 0 1 0 0 10.8 5.4 5.4 0 1 0 0-10.8zM10 11a3 3 0 1 0 0 6 3 3 0 1 0 0-6zM10 12.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 1 0 0-2.2zM16.26 16.14 18.09 16.63 18.33 15.77 16.49 15.27zM14.35 18.99 15.69 20.33 16.33 19.69 14.99 18.35zM11.27 20.49 11.77 22.33 12.63 22.09 12.14 20.26zM7.86 20.26 7.37 22.09 8.23 22.33 8.73 20.49zM5.01 18.35 3.67 19.69 4.31 20.33 5.65 18.99zM3.51 15.27 1.67 15.77 1.91 16.63 3.74 16.14zM3.74 11.86 1.91 11.37 1.67 12.23 3.51 12.73zM5.65 9.01 4.31 7.67 3.67 8.31 5.01 9.65zM8.73 7.51 8.23 5.67 7.37 5.91 7.86 7.74zM12.14 7.74 12.63 5.91 11.77 5.67 11.27 7.51zM14.99 9.65 16.33 8.31 15.69 7.67 14.35 9.01zM16.49 12.73 18.33 12.23 18.09 11.37 16.26 11.86zM17.14 8.13 19.83 5.44 18.56 4.17 15.87 6.86zM16.65 3.68 20.32 7.35 21.74 5.94 18.06 2.26z" />, 'PluggedTire');

/** Three bars rising under an arrow going up: value that grows, drawn solid like the other icons. */
export const RisingBars = createSvgIcon(<path fillRule="evenodd" d="M3 16 6.5 16 6.5 21 3 21zM9 13 12.5 13 12.5 21 9 21zM15 10 18.5 10 18.5 21 15 21zM2.99 12.87 17.99 4.47 17.01 2.73 2.01 11.13zM20.64 1.84 18.57 5.52 16.43 1.68z" />, 'RisingBars');

/** Material's two arrows in a circle, cut out of a solid disc so they sit in the filled style. */
export const RenewBadge = createSvgIcon(<path fillRule="evenodd" d="M12 1a11 11 0 1 0 0 22 11 11 0 1 0 0-22zM12 7.68v2.16l2.88-2.88-2.88-2.88v2.16c-3.18 0-5.76 2.58-5.76 5.76 0 1.13 0.33 2.18 0.89 3.07L8.18 14.02c-0.32-0.6-0.5-1.29-0.5-2.02 0-2.38 1.94-4.32 4.32-4.32m4.87 1.25L15.82 9.98c0.32 0.6 0.5 1.29 0.5 2.02 0 2.38-1.94 4.32-4.32 4.32v-2.16l-2.88 2.88 2.88 2.88v-2.16c3.18 0 5.76-2.58 5.76-5.76 0-1.13-0.33-2.18-0.89-3.07z" />, 'RenewBadge');

/** A fish, side on, with its tail and an eye: fishing. */
export const Fish = createSvgIcon(
  <path
    fillRule="evenodd"
    d="M2 12c2.3-3.6 5.8-5.6 9.6-5.6 3.4 0 6 1.6 7.7 3.7L22 7v10l-2.7-3.1c-1.7 2.1-4.3 3.7-7.7 3.7-3.8 0-7.3-2-9.6-5.6m5.6-2.4a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 1 0 0-2.2"
  />,
  'Fish',
);

/**
 * The tire-pressure warning lamp of every dashboard: a tire in section, its tread below, with "!" inside. Valve
 * stems and their pressure sensors (TPMS). (A valve stem standing on its rim read as a trophy: outside review, round 4.)
 */
export const TirePressure = createSvgIcon(
  <path
    fillRule="evenodd"
    d="M6.6 2.6 8.3 3.9C6.5 6.3 5.6 9 5.6 11.9c0 2.5.7 4.7 2 6.6h8.8c1.3-1.9 2-4.1 2-6.6 0-2.9-.9-5.6-2.7-8l1.7-1.3c2.1 2.8 3.2 6 3.2 9.3 0 3.2-1 6.1-2.9 8.6H6.3C4.4 18 3.4 15.1 3.4 11.9c0-3.3 1.1-6.5 3.2-9.3M4.5 21.5h3v1.7h-3zm6 0h3v1.7h-3zm6 0h3v1.7h-3zM10.9 6h2.2v7.4h-2.2zM12 14.6a1.3 1.3 0 1 1 0 2.6 1.3 1.3 0 1 1 0-2.6"
  />,
  'TirePressure',
);

/**
 * Towing on the water: a boat pulling a smaller one on a line, on the waves. (Material's DirectionsBoat, a ferry,
 * meant both this and a hull: outside review, round 4.)
 */
export const BoatTow = createSvgIcon(
  <path
    fillRule="evenodd"
    d="M12 12.5h10.5l-2.2 4.5c-.3.5-.8.9-1.4.9h-5.4c-.6 0-1.1-.3-1.4-.9zm3-4.2h4.6l1.6 3.4H15zM1.5 13.4h7l-1.3 3.2c-.2.5-.6.8-1.1.8H3.9c-.5 0-.9-.3-1.1-.8zm2-2.6h3.2v1.8H3.5zM8.2 13.1c1.5.5 2.8.5 4.2-.2l.5 1c-1.7.8-3.3.9-5.1.3zM2 19.4c1.4 0 2-.9 3.3-.9s1.9.9 3.3.9 2-.9 3.3-.9 1.9.9 3.3.9 2-.9 3.3-.9 1.9.9 3.3.9V21c-1.4 0-2-.9-3.3-.9s-1.9.9-3.3.9-2-.9-3.3-.9-1.9.9-3.3.9-2-.9-3.3-.9S3.3 21 2 21z"
  />,
  'BoatTow',
);

/** A runabout on the waves, a shine above it: a boat's hull and its gelcoat finish. */
export const Runabout = createSvgIcon(
  <path
    fillRule="evenodd"
    d="M1.5 12h12.8l2.6-2.4c.3-.3.7-.4 1.1-.4h4.5l-1.2 4.2c-.6 2.1-2.5 3.6-4.7 3.6H5c-1 0-1.9-.6-2.3-1.5zm10.3-1.2 2.4-3.3c.2-.3.5-.4.8-.4h1.3l-2.9 3.7zM5.5 2.5l.9 2.1 2.1.9-2.1.9-.9 2.1-.9-2.1-2.1-.9 2.1-.9zM2 19.4c1.4 0 2-.9 3.3-.9s1.9.9 3.3.9 2-.9 3.3-.9 1.9.9 3.3.9 2-.9 3.3-.9 1.9.9 3.3.9V21c-1.4 0-2-.9-3.3-.9s-1.9.9-3.3.9-2-.9-3.3-.9-1.9.9-3.3.9-2-.9-3.3-.9S3.3 21 2 21z"
  />,
  'Runabout',
);

/** A boat under a bimini: the canvas top on its two frames. (A beach umbrella said "beach", not "boat top".) */
export const BiminiBoat = createSvgIcon(
  <path
    fillRule="evenodd"
    d="M4.5 4.6C7 3.5 9.6 3 12 3s5 .5 7.5 1.6L19 6.4C16.7 5.5 14.3 5 12 5s-4.7.5-7 1.4zM5.6 6h1.6v7H5.6zm11.2 0h1.6v7h-1.6zM2 13h20l-2.6 4.5c-.3.6-.9 1-1.6 1H6.2c-.7 0-1.3-.4-1.6-1zM2 20c1.4 0 2-.8 3.3-.8s1.9.8 3.3.8 2-.8 3.3-.8 1.9.8 3.3.8 2-.8 3.3-.8 1.9.8 3.3.8v1.6c-1.4 0-2-.8-3.3-.8s-1.9.8-3.3.8-2-.8-3.3-.8-1.9.8-3.3.8-2-.8-3.3-.8S3.3 21.6 2 21.6z"
  />,
  'BiminiBoat',
);

/** An open padlock drawn solid, like Lock beside it (Material's LockOpen is an outline). Free to leave. */
export const OpenPadlock = createSvgIcon(
  <path
    fillRule="evenodd"
    d="M6 10h12c1.1 0 2 .9 2 2v8c0 1.1-.9 2-2 2H6c-1.1 0-2-.9-2-2v-8c0-1.1.9-2 2-2m6 4a2 2 0 1 0 0 4 2 2 0 1 0 0-4M7 10V6c0-2.76 2.24-5 5-5s5 2.24 5 5h-2c0-1.66-1.34-3-3-3S9 4.34 9 6v4z"
  />,
  'OpenPadlock',
);
