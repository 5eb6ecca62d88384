import type { Icon } from '../generated/block-props.ts';

/**
 * What each icon draws and the one thing it stands for (issue 22 item 4: icons mean what they say).
 * `words` are the words an item must use, in its title, label or text, for the icon to fit it: a headset
 * fits "People answer the phone", not "Emergency fluid delivery". docs/icons.md lists every use on the site
 * with the word that matched (`npm run docs` writes it); the validator warns at an icon that does not fit (content-warnings.ts).
 * A content rule, so the engine's (the blocks' icons.tsx draws the pictures); none of it reaches the browser.
 */
export interface IconMeaning {
  /** What the picture shows, in a few words. */
  draws: string;
  /** What it stands for on the site. */
  means: string;
  /** Words (whole, any case) of which an item must use one for the icon to fit. */
  words: RegExp;
}

export const iconMeanings: Record<Icon, IconMeaning> = {
  analytics: { draws: 'a bar chart', means: 'reports and analytics', words: /\b(analytics|reports?|reporting|charts?)\b/i },
  assignment: { draws: 'a clipboard with a form', means: 'a form to fill in: a claim', words: /\b(forms?|claims?)\b/i },
  autorenew: { draws: 'two arrows in a circle, cut out of a disc', means: 'replacing or renewing', words: /\b(replace(ment|d)?|renew(al|ed)?)\b/i },
  bank: { draws: 'a bank building', means: 'a loan and the lender', words: /\b(loans?|lenders?|debt|owe|banks?)\b/i },
  battery: { draws: 'a battery being charged', means: 'a vehicle battery', words: /\bbatter(y|ies)\b/i },
  boat: { draws: 'a boat on the water', means: 'a boat or watercraft', words: /\b(boats?|watercraft)\b/i },
  'boat-tow': { draws: 'a boat pulling a smaller one on a line', means: 'towing on the water', words: /\b(towing|tow|towed)\b/i },
  breakdown: { draws: 'a car with an alert sign', means: 'a breakdown on the road', words: /\b(breakdowns?|roadside)\b/i },
  build: { draws: 'a wrench', means: 'repair work', words: /\b(repairs?|repaired|repair facilit(y|ies))\b/i },
  calendar: { draws: 'a month calendar', means: 'a date: a booking or a term', words: /\b(book|booking|terms?|weeks?|months?|calendar)\b/i },
  car: { draws: 'a car', means: 'cars, trucks and SUVs', words: /\b(cars?|automobiles?|vehicles?)\b/i },
  check: { draws: 'a tick in a circle', means: 'done or approved', words: /\b(approved|done|confirmed|complete)\b/i },
  compliance: { draws: 'a checklist with a tick', means: 'rules met: compliance', words: /\b(compliance|compliant|rules|filings)\b/i },
  cleaning: { draws: 'a cleaning brush and spray', means: 'cleaning and stain removal', words: /\b(stains?|clean(ing)?)\b/i },
  cruising: { draws: 'a houseboat', means: 'a boat to live aboard: cruising gear', words: /\b(cruising|galley|houseboats?)\b/i },
  delivery: { draws: 'a delivery truck', means: 'pick-up and delivery', words: /\b(delivery|pick-up)\b/i },
  description: { draws: 'a document', means: 'a contract or plan document', words: /\b(plan|contract|document|brochure)\b/i },
  download: { draws: 'an arrow into a tray', means: 'a download', words: /\bdownload\b/i },
  email: { draws: 'an envelope', means: 'email', words: /\b(e-?mail|write)\b/i },
  fishing: { draws: 'a fish', means: 'fishing gear', words: /\b(fish(ing)?|sport\/fish|trolling)\b/i },
  flight: { draws: 'an airplane', means: 'air travel', words: /\b(air|flights?)\b/i },
  fridge: { draws: 'a refrigerator', means: 'food kept cold', words: /\b(food|refrigerator|fridge)\b/i },
  'fuel-can': { draws: 'a jerry can', means: 'fuel, oil or water brought to you', words: /\b(fluids?|fuel)\b/i },
  gasket: { draws: 'a drop of oil above a sealing ring', means: 'seals and gaskets', words: /\b(seals?|gaskets?)\b/i },
  gavel: { draws: 'a judge’s gavel', means: 'a court: law and disputes', words: /\b(law|court|disputes?|legal)\b/i },
  groups: { draws: 'three people', means: 'a team of people', words: /\b(team|people|staff)\b/i },
  handshake: { draws: 'a handshake', means: 'a partnership', words: /\b(partners?|partnership|together)\b/i },
  hoist: { draws: 'a boat lifted out of the water in two slings', means: 'a hoist or haul-out', words: /\b(hoist|haul-out|lift)\b/i },
  hull: { draws: 'a runabout on the waves, a shine above it', means: 'a boat’s hull and its gelcoat', words: /\b(hulls?|gelcoat)\b/i },
  hook: { draws: 'a heavy hook on its eye', means: 'pulling a stuck vehicle back to the road: extrication', words: /\b(extrication|winch(ing)?|ditch|mud|stuck)\b/i },
  'id-card': { draws: 'an identification card', means: 'an identification number on record', words: /\b(registration|registered|identification)\b/i },
  insights: { draws: 'a line chart with sparkles', means: 'numbers made readable', words: /\b(numbers|reports?|insights?)\b/i },
  key: { draws: 'a key', means: 'the keys to a vehicle', words: /\b(key|keys|next vehicle|new vehicle)\b/i },
  labor: { draws: 'a hammer and a screwdriver', means: 'labor: the work of fitting parts', words: /\b(labou?r|mount(ing)?|balanc(e|ing))\b/i },
  location: { draws: 'a map pin', means: 'a place: an address, or finding a stolen vehicle', words: /\b(office|address|visit|recover(y|ed)?|locat(e|ed|ion))\b/i },
  lock: { draws: 'a closed padlock', means: 'security against theft', words: /\b(theft|thieves|deter(rent)?|safe return|lock)\b/i },
  lodging: { draws: 'a bed', means: 'lodging and meals away from home', words: /\b(travel|lodging|hotel|meals)\b/i },
  motorcycle: { draws: 'a motorcycle', means: 'motorcycles and powersports', words: /\b(motorcycles?|powersports?)\b/i },
  motorhome: { draws: 'a motorhome', means: 'motorhomes', words: /\b(motorhomes?|RVs?|coach)\b/i },
  'off-road': { draws: 'hills', means: 'off the road: trails and rough ground', words: /\b(off-road|trails?|terrain)\b/i },
  payments: { draws: 'banknotes', means: 'money paid or financed', words: /\b(paid|pay(s|ment)?|financed?|money)\b/i },
  phone: { draws: 'a telephone handset', means: 'a phone call', words: /\b(phone|call)\b/i },
  receipt: { draws: 'a long receipt', means: 'a statement or receipt', words: /\b(receipts?|statements?|remit(tance)?)\b/i },
  rv: { draws: 'a car towing a travel trailer', means: 'towable RVs (older name of towable)', words: /\b(towables?|travel trailers?|RVs?)\b/i },
  savings: { draws: 'a piggy bank', means: 'money kept or saved', words: /\b(sav(e|es|ed|ings)|profits?|keep|deductible)\b/i },
  schedule: { draws: 'a clock', means: 'time: hours and deadlines', words: /\b(hours?|time|minutes|deadlines?)\b/i },
  seat: { draws: 'a seat', means: 'seats and upholstery', words: /\b(seats?|seating|upholstery|vinyl)\b/i },
  sensor: { draws: 'the tire-pressure warning lamp: a tire in section with “!” inside', means: 'valve stems and tire pressure sensors', words: /\b(valves?|stems?|sensors?|TPMS)\b/i },
  shield: { draws: 'a shield', means: 'protection', words: /\b(protect(s|ed|ion|ive)?)\b/i },
  shop: { draws: 'a store with an awning', means: 'a business: a dealership or a shop', words: /\b(dealers?|dealerships?|shops?|stores?)\b/i },
  sms: { draws: 'a speech bubble', means: 'a text message', words: /\b(text|sms|message)\b/i },
  sofa: { draws: 'a sofa', means: 'the interior you live in', words: /\b(interior|upholstery|live)\b/i },
  speed: { draws: 'a stopwatch', means: 'speed', words: /\b(fast|quick(ly)?|speed)\b/i },
  sunshade: { draws: 'a boat under a bimini top', means: 'a canvas top that shades from the sun', words: /\b(canvas|bimini|tops?|covers?|shade)\b/i },
  support: { draws: 'a headset with a microphone', means: 'people who answer calls', words: /\b(phone|call|answer|person|people)\b/i },
  tire: { draws: 'a tire with a plug in its tread', means: 'tires and their repair', words: /\btires?\b/i },
  'tow-truck': { draws: 'a tow truck', means: 'towing', words: /\b(towing|tow)\b/i },
  towable: { draws: 'a car towing a travel trailer', means: 'towable RVs', words: /\b(towables?|travel trailers?|RVs?)\b/i },
  trailer: { draws: 'a cargo trailer', means: 'a cargo or boat trailer', words: /\btrailers?\b/i },
  'trending-up': { draws: 'three rising bars under an arrow going up', means: 'value that grows', words: /\b(value|grow(th)?|resale|profits?)\b/i },
  unlocked: { draws: 'an open padlock', means: 'free to leave: no lock-in', words: /\b(lock-in|leave|leaving|free)\b/i },
  verified: { draws: 'a rosette with a tick', means: 'certified or guaranteed', words: /\b(certified|guarantee(d)?|verified)\b/i },
  wakesurf: { draws: 'a surfer on a wave', means: 'water sports behind a ski boat', words: /\b(wake ?surf|ski boat|water sports?)\b/i },
  warning: { draws: 'a warning triangle', means: 'a risk or a hazard', words: /\b(risks?|hazards?|warning|danger)\b/i },
  wheel: { draws: 'a wheel with five spokes', means: 'wheels and rims', words: /\b(wheels?|rims?)\b/i },
};
