import { parseArgs, type ParseArgsConfig } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

/**
 * A command's options, read with node:util's parseArgs, strictly: a mistyped or incomplete option
 * (`--forma json`, `--root` with no folder) ends the run with one line that names it and lists what the
 * command takes (exit 2). It is never ignored in silence, and never a stack trace.
 */
export function readOptions<const O extends Options>(command: string, options: O) {
  try {
    return parseArgs({ args: process.argv.slice(2), options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    const takes = Object.entries(options).map(([name, option]) => (option.type === 'string' ? `--${name} <value>` : `--${name}`));
    const what = (error as Error).message.split(/\.\s/)[0]!.replace(/\.$/, '');
    console.error(`${command}: ${what}. It takes ${takes.length ? takes.join(', ') : 'no options'}.`);
    process.exit(2);
  }
}
