import type { Locator, Page } from 'playwright-core';

/**
 * What a person does to a page, done and counted in one place, so the count cannot drift from what is done: every
 * click, every field typed into (and its characters, counted apart), every key, and every scroll a person needs to
 * bring the target on screen. A scroll is counted when the target's centre is outside what is visible before the
 * action: outside the window, or outside a scrolled pane it sits in (the studio's form, outline and dialogs scroll
 * on their own). Steps outside the browser that a person is forced into (a text editor) are counted with `outside`.
 */

export type ActionKind = 'click' | 'field' | 'key' | 'scroll';

export interface Action {
  kind: ActionKind;
  /** The flow's step it belongs to ("fillHero"). */
  step: string;
  /** What was acted on, in a person's words. */
  what: string;
  /** Characters typed (fields only). */
  chars: number;
  /** Whether the field held text to replace first (select all, then type). */
  replaced: boolean;
  /** Done outside the browser (counted, not performed on the page). */
  outside: boolean;
}

/**
 * The Keystroke-Level Model: Card, S. K., Moran, T. P. & Newell, A. (1980), "The keystroke-level model for user
 * performance time with interactive systems", Communications of the ACM 23(7), 396–410; and their book
 * "The Psychology of Human-Computer Interaction" (1983), ch. 8. Operator times, in seconds:
 * K: one keystroke of an average non-secretarial typist (55 wpm; the paper's range is 0.08–1.2 s);
 * P: pointing with a mouse at a target on screen; B: pressing or releasing a mouse button (a click, down and up, is
 * counted as one B here, as most KLM practice does); H: moving the hand between mouse and keyboard;
 * M: mentally preparing for the next action (the paper's heuristics place one before most actions: here, one before
 * every counted action, which is the upper reading and suits a first-time user who must look for each control).
 */
export const klm = { K: 0.28, P: 1.1, B: 0.2, H: 0.4, M: 1.35 } as const;

/**
 * The KLM operators of each action. A click: point, press. A field: point at it, click into it, move to the keyboard,
 * select what it held (Ctrl+A: two keys) if anything and the click did not select it whole, type each character.
 * A key: a keystroke. A scroll: one pointing-sized movement (to the pane and a turn of the wheel). Each is preceded
 * by M, and by H when the hand is on the other device.
 */
export function klmSeconds(actions: readonly Action[]): number {
  let hand: 'mouse' | 'keyboard' = 'mouse';
  let seconds = 0;
  const to = (device: typeof hand) => {
    if (hand !== device) seconds += klm.H;
    hand = device;
  };
  for (const action of actions) {
    seconds += klm.M;
    switch (action.kind) {
      case 'click':
        to('mouse');
        seconds += klm.P + klm.B;
        break;
      case 'scroll':
        to('mouse');
        seconds += klm.P;
        break;
      case 'key':
        to('keyboard');
        seconds += klm.K;
        break;
      case 'field':
        to('mouse');
        seconds += klm.P + klm.B;
        to('keyboard');
        seconds += klm.K * (action.chars + (action.replaced ? 2 : 0));
        break;
    }
  }
  return seconds;
}

export interface Summary {
  actions: number;
  chars: number;
  byKind: Record<ActionKind, number>;
  byStep: Record<string, number>;
  klmMinutes: number;
}

/** Whether the centre of `el` is visible: inside the window and inside every scrolled or clipped pane around it. */
const centreOnScreen = (el: Element): boolean => {
  const r = el.getBoundingClientRect();
  if (r.width === 0 && r.height === 0) return false;
  const x = r.left + r.width / 2;
  const y = r.top + r.height / 2;
  if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return false;
  for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement) {
    const style = getComputedStyle(a);
    if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
    const box = a.getBoundingClientRect();
    if (x < box.left || x > box.right || y < box.top || y > box.bottom) return false;
  }
  return true;
};

/** Whether a text field's whole text is selected, so that typing replaces it. */
const wholeSelected = (el: Element): boolean =>
  (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) && el.value.length > 0 && el.selectionStart === 0 && el.selectionEnd === el.value.length;

/** Where an element is, as the person sees it before acting. */
const boxOf = (el: Element) => {
  const r = el.getBoundingClientRect();
  return `${Math.round(r.left)},${Math.round(r.top)},${Math.round(r.width)},${Math.round(r.height)}`;
};

export interface CounterOptions {
  /**
   * Waits until the screen has settled after the last action (answers that move things, such as problems shown
   * under fields), as a person looks before acting; what is on screen is judged after it.
   */
  settle?: () => Promise<void>;
}

export class ActionCounter {
  readonly actions: Action[] = [];
  private step = 'start';
  private started = 0;
  private ended = 0;

  constructor(
    readonly page: Page,
    private readonly options: CounterOptions = {},
  ) {}

  /** Runs one step of the flow; its actions are counted under its name. */
  async during<T>(step: string, body: () => Promise<T>): Promise<T> {
    const before = this.step;
    this.step = step;
    try {
      return await body();
    } finally {
      this.step = before;
    }
  }

  private record(kind: ActionKind, what: string, extra: Partial<Pick<Action, 'chars' | 'replaced' | 'outside'>> = {}): void {
    if (!this.started) this.started = Date.now();
    this.actions.push({ kind, step: this.step, what, chars: 0, replaced: false, outside: false, ...extra });
    this.ended = Date.now();
  }

  /** Brings `target` on screen the way a person would, counting a scroll only when it was not. */
  private async reach(target: Locator, what: string): Promise<void> {
    await target.waitFor({ state: 'visible' });
    await this.options.settle?.();
    // Still, then judged: a target that is moving (a list growing, a message appearing above it) is waited for.
    let last = '';
    for (let box = await target.evaluate(boxOf); box !== last; box = await target.evaluate(boxOf)) {
      last = box;
      await this.page.waitForTimeout(50);
    }
    if (await target.evaluate(centreOnScreen)) return;
    this.record('scroll', `scroll to ${what}`);
    await target.scrollIntoViewIfNeeded();
  }

  async click(target: Locator, what: string): Promise<void> {
    await this.reach(target, what);
    this.record('click', what);
    await target.click();
  }

  /** Clicks into a field and types `text` in place of what it held: one action, and `text.length` characters. */
  async fill(target: Locator, text: string, what: string): Promise<void> {
    await this.reach(target, what);
    const held = await target.inputValue();
    this.record('field', what, { chars: text.length, replaced: held.length > 0 });
    await target.click();
    // A field that selects what it holds as it is entered (the studio's grey placeholders) is typed over: no Ctrl+A.
    if (held.length > 0 && (await target.evaluate(wholeSelected))) this.actions.at(-1)!.replaced = false;
    await target.fill(text);
  }

  /** One key, such as 'Enter' or 'Tab', pressed where the focus is. */
  async press(key: string, what: string): Promise<void> {
    this.record('key', what);
    await this.page.keyboard.press(key);
  }

  /** An action a person must take outside the browser (in a text editor); `chars` when it is typing. */
  outside(kind: ActionKind, what: string, chars = 0): void {
    this.record(kind, what, { outside: true, chars });
  }

  /** Milliseconds from the first action to the last one. */
  get wallMs(): number {
    return this.ended - this.started;
  }

  summary(): Summary {
    const byKind: Record<ActionKind, number> = { click: 0, field: 0, key: 0, scroll: 0 };
    const byStep: Record<string, number> = {};
    for (const a of this.actions) {
      byKind[a.kind]++;
      byStep[a.step] = (byStep[a.step] ?? 0) + 1;
    }
    return {
      actions: this.actions.length,
      chars: this.actions.reduce((n, a) => n + a.chars, 0),
      byKind,
      byStep,
      klmMinutes: klmSeconds(this.actions) / 60,
    };
  }

  /** The count as a few lines for the test's output. */
  report(title: string): string {
    const s = this.summary();
    return [
      `${title}: ${s.actions} actions (${s.byKind.click} clicks, ${s.byKind.field} fields, ${s.byKind.key} keys, ${s.byKind.scroll} scrolls), ` +
        `${s.chars} characters typed, ${(this.wallMs / 1000).toFixed(1)} s scripted, KLM estimate ${s.klmMinutes.toFixed(1)} min`,
      `  by step: ${Object.entries(s.byStep).map(([step, n]) => `${step} ${n}`).join(', ')}`,
    ].join('\n');
  }
}
