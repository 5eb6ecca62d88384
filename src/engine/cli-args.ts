import { parseArgs, type ParseArgsConfig } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

/**
 * A command's options, read with node:util's parseArgs, strictly: a mistyped or incomplete option
 * (`--forma json`, `--root` with no folder) ends the run with one line that names it and lists what the
 * command takes (exit 2). It is never ignored in silence, and never a stack trace.
 */
export function readOptions<const O extends Options>(command: string, options: O) {
  return read(command, options, false).values;
}

/**
 * Like readOptions, for a command that also takes plain words (`npm run new-page -- /my-plan --from /gap`):
 * the options, read just as strictly, and the words in order as `positionals`; the command checks how many.
 */
export function readArguments<const O extends Options>(command: string, options: O) {
  const { values, positionals } = read(command, options, true);
  return { values, positionals };
}

/**
 * readArguments without the exit, for a command run as a function (tests call it in process): the options and
 * words, or the one line readArguments would print before exiting 2.
 */
export function parseArguments<const O extends Options>(command: string, options: O, args: readonly string[]) {
  return parse(command, options, args, true);
}

function parse<const O extends Options>(command: string, options: O, args: readonly string[], allowPositionals: boolean) {
  try {
    const { values, positionals } = parseArgs({ args: [...args], options, strict: true, allowPositionals });
    return { ok: true as const, values, positionals };
  } catch (error) {
    const takes = Object.entries(options).map(([name, option]) => (option.type === 'string' ? `--${name} <value>` : `--${name}`));
    const what = (error as Error).message.split(/\.\s/)[0]!.replace(/\.$/, '');
    return { ok: false as const, message: `${command}: ${what}. It takes ${takes.length ? takes.join(', ') : 'no options'}.` };
  }
}

function read<const O extends Options>(command: string, options: O, allowPositionals: boolean) {
  const parsed = parse(command, options, process.argv.slice(2), allowPositionals);
  if (parsed.ok) return parsed;
  console.error(parsed.message);
  process.exit(2);
}
