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

function read<const O extends Options>(command: string, options: O, allowPositionals: boolean) {
  try {
    return parseArgs({ args: process.argv.slice(2), options, strict: true, allowPositionals });
  } catch (error) {
    const takes = Object.entries(options).map(([name, option]) => (option.type === 'string' ? `--${name} <value>` : `--${name}`));
    const what = (error as Error).message.split(/\.\s/)[0]!.replace(/\.$/, '');
    console.error(`${command}: ${what}. It takes ${takes.length ? takes.join(', ') : 'no options'}.`);
    process.exit(2);
  }
}
