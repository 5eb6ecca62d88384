/**
 * A small, strict reader of iCalendar text (RFC 5545) for tests: unfolds lines, splits components,
 * unescapes values. It fails loudly on anything it does not understand, so a malformed file fails the test.
 */
export interface IcsComponent {
  name: string;
  props: Record<string, string>;
  components: IcsComponent[];
}

const unescape = (value: string) => value.replace(/\\([\\;,nN])/g, (_m, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

export function readIcs(text: string): IcsComponent {
  if (!text.includes('\r\n')) throw new Error('iCalendar lines must end with CRLF');
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n').filter((l) => l !== '');
  const stack: IcsComponent[] = [];
  let root: IcsComponent | undefined;
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon < 1) throw new Error(`not a content line: ${JSON.stringify(line)}`);
    const name = line.slice(0, colon).split(';')[0]!.toUpperCase();
    const value = line.slice(colon + 1);
    if (name === 'BEGIN') {
      const component: IcsComponent = { name: value, props: {}, components: [] };
      if (stack.length) stack[stack.length - 1]!.components.push(component);
      else if (root) throw new Error('more than one top-level component');
      else root = component;
      stack.push(component);
    } else if (name === 'END') {
      if (stack.pop()?.name !== value) throw new Error(`END:${value} does not close the open component`);
    } else {
      const current = stack[stack.length - 1];
      if (!current) throw new Error(`property outside any component: ${name}`);
      current.props[name] = unescape(value);
    }
  }
  if (stack.length || !root) throw new Error('unterminated calendar');
  return root;
}

/** The one event of a calendar, with its one alarm. */
export function onlyEvent(text: string): { event: IcsComponent; alarm: IcsComponent } {
  const calendar = readIcs(text);
  if (calendar.name !== 'VCALENDAR') throw new Error('not a VCALENDAR');
  const events = calendar.components.filter((c) => c.name === 'VEVENT');
  if (events.length !== 1) throw new Error(`expected one VEVENT, found ${events.length}`);
  const alarms = events[0]!.components.filter((c) => c.name === 'VALARM');
  if (alarms.length !== 1) throw new Error(`expected one VALARM, found ${alarms.length}`);
  return { event: events[0]!, alarm: alarms[0]! };
}
