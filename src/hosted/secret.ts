/**
 * A secret setting (a token, a client secret, the session key): it prints as "[hidden]" however it is printed
 * (a template string, console.log, JSON.stringify of the whole config, an error's message), so no log, stack
 * trace or config dump shows it. Only `reveal()` gives the value, at the one place that needs it.
 */
import { inspect } from 'node:util';

export class Secret {
  readonly #value: string;

  constructor(value: string) {
    this.#value = value;
  }

  reveal(): string {
    return this.#value;
  }

  toString(): string {
    return '[hidden]';
  }

  toJSON(): string {
    return '[hidden]';
  }

  [inspect.custom](): string {
    return 'Secret([hidden])';
  }
}
