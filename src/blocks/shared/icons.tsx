import AccountBalance from '@mui/icons-material/AccountBalance';
import Analytics from '@mui/icons-material/Analytics';
import Assignment from '@mui/icons-material/Assignment';
import Build from '@mui/icons-material/Build';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import DirectionsCar from '@mui/icons-material/DirectionsCar';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Description from '@mui/icons-material/Description';
import Download from '@mui/icons-material/Download';
import Email from '@mui/icons-material/Email';
import FactCheck from '@mui/icons-material/FactCheck';
import Gavel from '@mui/icons-material/Gavel';
import Groups from '@mui/icons-material/Groups';
import Handshake from '@mui/icons-material/Handshake';
import Houseboat from '@mui/icons-material/Houseboat';
import Insights from '@mui/icons-material/Insights';
import Lock from '@mui/icons-material/Lock';
import LocationOn from '@mui/icons-material/LocationOn';
import TwoWheeler from '@mui/icons-material/TwoWheeler';
import Payments from '@mui/icons-material/Payments';
import Phone from '@mui/icons-material/Phone';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import RvHookup from '@mui/icons-material/RvHookup';
import Savings from '@mui/icons-material/Savings';
import Schedule from '@mui/icons-material/Schedule';
import Shield from '@mui/icons-material/Shield';
import Sms from '@mui/icons-material/Sms';
import DirectionsBoat from '@mui/icons-material/DirectionsBoat';
import LocalShipping from '@mui/icons-material/LocalShipping';
import Verified from '@mui/icons-material/Verified';
import Warning from '@mui/icons-material/Warning';
import BatteryChargingFull from '@mui/icons-material/BatteryChargingFull';
import CarCrash from '@mui/icons-material/CarCrash';
import CleaningServices from '@mui/icons-material/CleaningServices';
import EventSeat from '@mui/icons-material/EventSeat';
import Flight from '@mui/icons-material/Flight';
import Handyman from '@mui/icons-material/Handyman';
import Hotel from '@mui/icons-material/Hotel';
import Key from '@mui/icons-material/Key';
import Kitchen from '@mui/icons-material/Kitchen';
import Surfing from '@mui/icons-material/Surfing';
import Terrain from '@mui/icons-material/Terrain';
import Weekend from '@mui/icons-material/Weekend';
import Badge from '@mui/icons-material/Badge';
import HeadsetMic from '@mui/icons-material/HeadsetMic';
import Store from '@mui/icons-material/Store';
import Timer from '@mui/icons-material/Timer';
import type { SvgIconComponent } from '@mui/icons-material';
import type { Icon } from '../../generated/block-props.ts';
import { BiminiBoat, BoatTow, Fish, FuelCan, Gasket, Hoist, Hook, OpenPadlock, PluggedTire, RenewBadge, RisingBars, Runabout, TirePressure, Wheel } from './drawn-icons.tsx';
import { CargoTrailer, Motorhome, TowTruck } from './vehicle-icons.tsx';

/**
 * The icon names the schema allows (common.schema.json `icon`), each to its drawing. The compiler keeps the two in step.
 * One drawing stands for one thing: two names share a drawing only when `iconAliases` says so (tests/unit/icons.test.tsx).
 */
export const icons = {
  analytics: Analytics,
  assignment: Assignment,
  autorenew: RenewBadge,
  build: Build,
  calendar: CalendarMonth,
  car: DirectionsCar,
  check: CheckCircle,
  description: Description,
  download: Download,
  email: Email,
  gavel: Gavel,
  compliance: FactCheck,
  groups: Groups,
  handshake: Handshake,
  insights: Insights,
  lock: Lock,
  location: LocationOn,
  motorcycle: TwoWheeler,
  payments: Payments,
  phone: Phone,
  receipt: ReceiptLong,
  motorhome: Motorhome,
  towable: RvHookup,
  rv: RvHookup,
  savings: Savings,
  schedule: Schedule,
  shield: Shield,
  sms: Sms,
  speed: Timer,
  support: HeadsetMic,
  boat: DirectionsBoat,
  'boat-tow': BoatTow,
  hull: Runabout,
  cruising: Houseboat,
  trailer: CargoTrailer,
  delivery: LocalShipping,
  'trending-up': RisingBars,
  verified: Verified,
  warning: Warning,
  bank: AccountBalance,
  battery: BatteryChargingFull,
  breakdown: CarCrash,
  cleaning: CleaningServices,
  'fuel-can': FuelCan,
  fishing: Fish,
  flight: Flight,
  fridge: Kitchen,
  gasket: Gasket,
  hoist: Hoist,
  hook: Hook,
  'id-card': Badge,
  key: Key,
  labor: Handyman,
  lodging: Hotel,
  'off-road': Terrain,
  seat: EventSeat,
  sensor: TirePressure,
  shop: Store,
  sofa: Weekend,
  sunshade: BiminiBoat,
  tire: PluggedTire,
  'tow-truck': TowTruck,
  unlocked: OpenPadlock,
  wakesurf: Surfing,
  wheel: Wheel,
} satisfies Record<Icon, SvgIconComponent>;

/**
 * Names kept for pages written before a drawing had its own name, each to the name whose drawing it shares.
 * `rv` meant the car towing a travel trailer (it was also used for motorhomes and boats' cruising gear,
 * which now have `motorhome` and `cruising`).
 */
export const iconAliases: Partial<Record<Icon, Icon>> = { rv: 'towable' };

export function BlockIcon({ name, color }: { name: Icon; color?: string }) {
  const Drawing = icons[name];
  return <Drawing aria-hidden="true" focusable="false" sx={{ fontSize: 32, color: color ?? 'secondary.main' }} />;
}
