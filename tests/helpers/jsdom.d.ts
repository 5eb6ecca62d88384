/**
 * The little of jsdom's API the tests use to read a rendered page as a document (jsdom ships no types and
 * @types/jsdom is not a dependency).
 */
declare module 'jsdom' {
  export interface ConstructorOptions {
    url?: string;
    runScripts?: 'dangerously' | 'outside-only';
    pretendToBeVisual?: boolean;
  }
  export class JSDOM {
    constructor(html?: string, options?: ConstructorOptions);
    readonly window: Window & typeof globalThis & { eval(code: string): unknown; close(): void };
  }
}
