import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormBlock, type FormBlockViewProps } from '../../src/blocks/form/FormBlock.tsx';
import { HONEYPOT_FIELD } from '../../src/blocks/form/query.ts';
import { SEND_TIMEOUT_MS } from '../../src/blocks/form/send-query.ts';
import { BlockProviders, renderBlock, ui } from './block-harness.tsx';

const endpoint = { url: 'https://api.example.test/api/account/website/customer/query/', key: 'k-123' };

const leadProps: FormBlockViewProps = {
  type: 'form',
  kind: 'lead',
  heading: 'Ready to transform your operations?',
  intro: ['Get the free guide.'],
  details: [
    { icon: 'email', label: 'Email', text: 'hello@owladmin.example', href: 'mailto:hello@owladmin.example' },
    { icon: 'location', label: 'Visit us', text: '4100 Commerce Parkway, Scottsdale, AZ 85251' },
  ],
  fields: { companyName: 'Company name', name: 'Your name', mobile: 'Mobile number', email: 'Email address' },
  submitLabel: 'Get the free guide',
  successMessage: 'Request sent successfully!',
  closeLabel: 'Close',
  noScriptMessage: 'To send this form, please turn on JavaScript, or email us.',
  endpoint,
};

const contactProps: FormBlockViewProps = {
  type: 'form',
  kind: 'contact',
  heading: 'Send us a message',
  fields: { name: 'Your name', email: 'Email address', message: 'How can we help?' },
  submitLabel: 'Send message',
  successMessage: 'Message sent successfully!',
  closeLabel: 'Close',
  endpoint,
};

type Reply = { resolve: (r: Response) => void; reject: (e: unknown) => void; init: RequestInit; url: string };
let replies: Reply[];
let fetchMock: ReturnType<typeof vi.fn>;

/** A fetch that waits for the test to answer, and rejects on abort like the real one. */
function deferredFetch() {
  replies = [];
  fetchMock = vi.fn((url: string, init: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      replies.push({ resolve, reject, init, url });
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
}

// Typing through MUI inputs is slow on a busy machine; these tests are about behaviour, not speed.
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => deferredFetch());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const submit = (name: string) => screen.getByRole('button', { name });

async function fillLead(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Company name'), 'Desert Motors');
  await user.type(field('Your name'), 'Ana Ruiz');
  await user.type(field('Mobile number'), '5550104477');
  await user.type(field('Email address'), 'ana@desertmotors.example');
}

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Your name'), 'Bo Chen');
  await user.type(field('Email address'), 'bo@example.com');
  await user.type(field('How can we help?'), 'Please call me.');
}

const leadValues = () => ['Company name', 'Your name', 'Mobile number', 'Email address'].map((l) => field(l).value);
const contactValues = () => ['Your name', 'Email address', 'How can we help?'].map((l) => field(l).value);

describe('lead form', () => {
  it('starts idle: empty required fields with labels in order, an enabled send button, no message', () => {
    renderBlock(<FormBlock {...leadProps} />);
    const form = screen.getByRole('form', { name: 'Ready to transform your operations?' });
    const inputs = within(form).getAllByRole('textbox');
    expect(inputs.map((i) => i.getAttribute('name'))).toEqual(['company_name', 'name', 'mobile', 'email']);
    for (const input of inputs) {
      expect(input).toHaveProperty('required', true);
      expect(input).toHaveProperty('value', '');
    }
    expect(field('Mobile number').getAttribute('inputmode')).toBe('numeric');
    expect(field('Email address').type).toBe('email');
    expect(submit('Get the free guide')).toHaveProperty('disabled', false);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('link', { name: 'hello@owladmin.example' }).getAttribute('href')).toBe('mailto:hello@owladmin.example');
    // Its words whole, though "AZ 85251" is kept on one line by a span of its own (issue 22 item 1).
    const address = '4100 Commerce Parkway, Scottsdale, AZ 85251';
    expect(screen.getByText((_, el) => el?.textContent === address && [...el.children].every((child) => child.textContent !== address))).toBeTruthy();
  });

  it('sends the spec body once, shows a disabled button with a spinner, then clears the fields and opens the dialog', async () => {
    const user = userEvent.setup({ delay: null });
    renderBlock(<FormBlock {...leadProps} />);
    await fillLead(user);
    await user.click(submit('Get the free guide'));

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [{ url, init }] = replies as [Reply];
    expect(url).toBe(endpoint.url);
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json', Authorization: 'Api-Key k-123' });
    expect(JSON.parse(init.body as string)).toEqual({ company_name: 'Desert Motors', name: 'Ana Ruiz', mobile: '5550104477', email: 'ana@desertmotors.example', contact_type: 1 });

    const button = submit('Get the free guide');
    expect(button).toHaveProperty('disabled', true);
    expect(within(button).getByRole('progressbar')).toBeTruthy();
    expect(screen.getByRole('form').getAttribute('aria-busy')).toBe('true');

    await act(async () => replies[0]!.resolve(new Response('{}', { status: 201 })));
    const dialog = await screen.findByRole('dialog', { name: 'Request sent successfully!' });
    expect(leadValues()).toEqual(['', '', '', '']);
    expect(screen.queryByRole('progressbar')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(submit('Get the free guide')).toHaveProperty('disabled', false);
  });

  it('fails silently on an error status: submitting ends, fields kept, button enabled, no message', async () => {
    const user = userEvent.setup({ delay: null });
    renderBlock(<FormBlock {...leadProps} />);
    await fillLead(user);
    await user.click(submit('Get the free guide'));
    await act(async () => replies[0]!.resolve(new Response('nope', { status: 500 })));
    await waitFor(() => expect(submit('Get the free guide')).toHaveProperty('disabled', false));
    expect(leadValues()).toEqual(['Desert Motors', 'Ana Ruiz', '5550104477', 'ana@desertmotors.example']);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('treats a network error as a failure, and can send again afterwards', async () => {
    const user = userEvent.setup({ delay: null });
    renderBlock(<FormBlock {...leadProps} />);
    await fillLead(user);
    await user.click(submit('Get the free guide'));
    await act(async () => replies[0]!.reject(new TypeError('Failed to fetch')));
    await waitFor(() => expect(submit('Get the free guide')).toHaveProperty('disabled', false));
    expect(leadValues()).toEqual(['Desert Motors', 'Ana Ruiz', '5550104477', 'ana@desertmotors.example']);
    await user.click(submit('Get the free guide'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await act(async () => replies[1]!.resolve(new Response(null, { status: 201 })));
    expect(await screen.findByRole('dialog', { name: 'Request sent successfully!' })).toBeTruthy();
  });

  it('sends one request for a double click and for repeated Enter', async () => {
    const user = userEvent.setup({ delay: null });
    renderBlock(<FormBlock {...leadProps} />);
    await fillLead(user);
    await user.dblClick(submit('Get the free guide'));
    await user.type(field('Email address'), '{Enter}{Enter}{Enter}');
    // Even submit events that arrive before React re-renders the button disabled are ignored.
    const form = screen.getByRole('form');
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => replies[0]!.resolve(new Response(null, { status: 204 })));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('aborts a request that hangs after 20 s and counts it as a failure', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    renderBlock(<FormBlock {...leadProps} />);
    await fillLead(user);
    await user.click(submit('Get the free guide'));
    const signal = replies[0]!.init.signal!;

    await act(async () => vi.advanceTimersByTime(SEND_TIMEOUT_MS - 1000));
    expect(signal.aborted).toBe(false);
    expect(submit('Get the free guide')).toHaveProperty('disabled', true);

    await act(async () => vi.advanceTimersByTime(1000));
    expect(signal.aborted).toBe(true);
    await waitFor(() => expect(submit('Get the free guide')).toHaveProperty('disabled', false));
    expect(leadValues()).toEqual(['Desert Motors', 'Ana Ruiz', '5550104477', 'ana@desertmotors.example']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('gives up at the time limit even when fetch ignores the abort', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => {})));
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    renderBlock(<FormBlock {...leadProps} />);
    await fillLead(user);
    await user.click(submit('Get the free guide'));
    await act(async () => vi.advanceTimersByTime(SEND_TIMEOUT_MS));
    await waitFor(() => expect(submit('Get the free guide')).toHaveProperty('disabled', false));
  });

  it('keeps only digits in the mobile number, as typed or pasted', async () => {
    const user = userEvent.setup({ delay: null });
    renderBlock(<FormBlock {...leadProps} />);
    await user.type(field('Mobile number'), 'abc555');
    expect(field('Mobile number').value).toBe('555');
    await user.clear(field('Mobile number'));
    field('Mobile number').focus();
    await user.paste('+1 (555) 010-4477');
    expect(field('Mobile number').value).toBe('15550104477');
  });

  it('does not send while a field is missing or invalid, and adds no words of its own under the fields', async () => {
    const user = userEvent.setup({ delay: null });
    renderBlock(<FormBlock {...leadProps} />);
    await user.type(field('Company name'), 'Desert Motors');
    await user.type(field('Your name'), '   ');
    await user.type(field('Mobile number'), '555');
    await user.type(field('Email address'), 'not-an-email');
    await user.click(submit('Get the free guide'));
    expect(fetchMock).not.toHaveBeenCalled();
    const email = field('Email address');
    expect(email.validity.typeMismatch).toBe(true);
    // The browser's own message is the message (docs/requirements.md §5): nothing is written under the field.
    expect(email.getAttribute('aria-describedby')).toBeNull();
    expect(document.querySelector('.MuiFormHelperText-root')).toBeNull();
    await user.clear(email);
    await user.type(email, 'ana@desertmotors.example');
    // A name of spaces only is no name: it is emptied and the form is not sent.
    await user.click(submit('Get the free guide'));
    expect(field('Your name').value).toBe('');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.querySelector('.MuiFormHelperText-root')).toBeNull();
  });
});

describe('contact form', () => {
  it('sends name, email and message with contact_type 0, then clears the form and shows the alert', async () => {
    const user = userEvent.setup({ delay: null });
    renderBlock(<FormBlock {...contactProps} />);
    const inputs = within(screen.getByRole('form', { name: 'Send us a message' })).getAllByRole('textbox');
    expect(inputs.map((i) => i.getAttribute('name'))).toEqual(['name', 'email', 'message']);
    expect(field('How can we help?').tagName).toBe('TEXTAREA');
    await fillContact(user);
    await user.click(submit('Send message'));
    expect(JSON.parse(replies[0]!.init.body as string)).toEqual({ name: 'Bo Chen', email: 'bo@example.com', message: 'Please call me.', contact_type: 0 });
    expect(submit('Send message')).toHaveProperty('disabled', true);
    expect(screen.getByRole('progressbar')).toBeTruthy();
    await act(async () => replies[0]!.resolve(new Response(null, { status: 201 })));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Message sent successfully!');
    expect(contactValues()).toEqual(['', '', '']);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('fails silently: sending ends, the form stays filled, the button re-enables', async () => {
    const user = userEvent.setup({ delay: null });
    renderBlock(<FormBlock {...contactProps} />);
    await fillContact(user);
    await user.click(submit('Send message'));
    await act(async () => replies[0]!.resolve(new Response(null, { status: 400 })));
    await waitFor(() => expect(submit('Send message')).toHaveProperty('disabled', false));
    expect(contactValues()).toEqual(['Bo Chen', 'bo@example.com', 'Please call me.']);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows the failure message when the block configures one', async () => {
    const user = userEvent.setup({ delay: null });
    renderBlock(<FormBlock {...contactProps} failureMessage="Sorry, that did not go through. Please try again." />);
    await fillContact(user);
    await user.click(submit('Send message'));
    await act(async () => replies[0]!.reject(new TypeError('Failed to fetch')));
    expect((await screen.findByRole('alert')).textContent).toContain('Sorry, that did not go through. Please try again.');
    expect(contactValues()).toEqual(['Bo Chen', 'bo@example.com', 'Please call me.']);
  });

  it('double submit sends once', async () => {
    const user = userEvent.setup({ delay: null });
    renderBlock(<FormBlock {...contactProps} />);
    await fillContact(user);
    await user.dblClick(submit('Send message'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('the honeypot (issue 22 B3)', () => {
  const trap = () => document.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`)!;

  it.each([
    ['lead', leadProps, 4],
    ['contact', contactProps, 3],
  ] as const)('%s form: a field people never meet, labelled to be left empty, not one of the fields', (_kind, props, fields) => {
    renderBlock(<FormBlock {...props} />);
    const form = screen.getByRole('form');
    expect(form.contains(trap())).toBe(true);
    expect(trap().closest('[aria-hidden="true"]'), 'hidden from screen readers').not.toBeNull();
    expect(trap().tabIndex, 'out of the tab order').toBe(-1);
    expect(trap().getAttribute('autocomplete'), 'never autofilled').toBe('off');
    expect(trap().required).toBe(false);
    expect(trap().value).toBe('');
    expect([...trap().labels!].map((l) => l.textContent)).toEqual([ui.form.leaveEmpty]);
    expect(within(form).getAllByRole('textbox')).toHaveLength(fields);
  });

  it('lead form: filled by a script, nothing is sent; the dialog says it was, and the fields clear', async () => {
    const user = userEvent.setup({ delay: null });
    renderBlock(<FormBlock {...leadProps} />);
    await fillLead(user);
    trap().value = 'http://cheap-pills.example';
    await user.click(submit('Get the free guide'));
    expect(await screen.findByRole('dialog', { name: 'Request sent successfully!' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(leadValues()).toEqual(['', '', '', '']);
    expect(trap().value).toBe('');
  });

  it('contact form: filled by a script, nothing is sent; the alert says it was', async () => {
    const user = userEvent.setup({ delay: null });
    renderBlock(<FormBlock {...contactProps} />);
    await fillContact(user);
    trap().value = 'x';
    await user.click(submit('Send message'));
    expect((await screen.findByRole('alert')).textContent).toContain('Message sent successfully!');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(contactValues()).toEqual(['', '', '']);
  });
});

describe('before hydration', () => {
  function serverHtml(props: FormBlockViewProps) {
    return renderToString(
      <BlockProviders>
        <FormBlock {...props} />
      </BlockProviders>,
      { identifierPrefix: 'i0-' },
    );
  }

  it('server-renders a form whose send button works from the first paint, that cannot submit anywhere natively, with the no-JavaScript note', () => {
    const container = document.createElement('div');
    container.innerHTML = serverHtml(leadProps);
    const form = container.querySelector('form')!;
    // A valid native submit of a dialog-method form outside a dialog does nothing: no address, no POST.
    expect(form.getAttribute('method')).toBe('dialog');
    expect(form.getAttribute('action')).toBeNull();
    expect(container.querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled).toBe(false);
    expect(container.querySelector('noscript')?.textContent).toContain('To send this form, please turn on JavaScript');
  });

  it('keeps what the visitor typed before hydration, and sends it', async () => {
    const container = document.createElement('div');
    container.innerHTML = serverHtml(leadProps);
    document.body.append(container);
    const typed = { company_name: 'Early Motors', name: 'Eve', mobile: '5551234', email: 'eve@early.example' };
    for (const [name, value] of Object.entries(typed)) container.querySelector<HTMLInputElement>(`[name="${name}"]`)!.value = value;

    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <BlockProviders>
          <FormBlock {...leadProps} />
        </BlockProviders>,
        { identifierPrefix: 'i0-', onRecoverableError: (e) => errors.push(e) },
      );
    });
    expect(errors).toEqual([]);
    expect(leadValues()).toEqual(Object.values(typed));
    const button = submit('Get the free guide');
    expect(button).toHaveProperty('disabled', false);
    await userEvent.setup({ delay: null }).click(button);
    expect(JSON.parse(replies[0]!.init.body as string)).toEqual({ ...typed, contact_type: 1 });
    container.remove();
  });
});
