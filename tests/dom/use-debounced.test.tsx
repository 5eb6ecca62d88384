/**
 * The editor checks and previews a draft once typing pauses (use-async.ts, useDebounced): the file as it opens is
 * checked at once, since there is no typing to wait for. Before, every page opened waited the 400 ms pause first, and
 * its preview with it (bench:studio's "open page").
 */
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useDebounced } from '../../src/studio/app/use-async.ts';

describe('useDebounced', () => {
  it('gives the first value after none at once, and later values only once they have stopped changing', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }: { value: string | undefined }) => useDebounced(value, 400), { initialProps: { value: undefined as string | undefined } });
    expect(result.current).toBeUndefined();

    rerender({ value: 'as opened' });
    // In the very render that has it: no timer, no render more (the editor asks for the check and preview in it).
    expect(result.current, 'the data just loaded').toBe('as opened');
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe('as opened');

    rerender({ value: 'typed a' });
    act(() => void vi.advanceTimersByTime(300));
    rerender({ value: 'typed ab' });
    act(() => void vi.advanceTimersByTime(300));
    expect(result.current, 'still typing').toBe('as opened');
    act(() => void vi.advanceTimersByTime(100));
    expect(result.current).toBe('typed ab');
  });
});
