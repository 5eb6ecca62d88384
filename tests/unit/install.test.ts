/**
 * An honest install: the Node versions package.json promises are ones every locked package (the test
 * runner and the bench included) supports, README says the same, and every install script npm would
 * ask about is approved the way npm 11 expects, so a fresh `npm ci` prints nothing a newcomer could
 * take for a failure.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
  allowScripts?: Record<string, boolean | string>;
};
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { engines?: { node?: string } | string[]; hasInstallScript?: boolean; optional?: boolean; os?: string[] }>;
};

/** name@path for every installed package, as npm names them in its warnings. */
const installed = Object.entries(lock.packages)
  .filter(([where]) => where.startsWith('node_modules/'))
  .map(([where, entry]) => ({ name: where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length), entry }));

describe('install', () => {
  it('package.json engines is a range every locked package supports (so npm prints no EBADENGINE)', () => {
    const promised = pkg.engines.node;
    expect(semver.validRange(promised)).toBeTruthy();
    const unsupported = installed
      .filter(({ entry }) => !Array.isArray(entry.engines) && entry.engines?.node)
      .filter(({ entry }) => !semver.subset(promised, (entry.engines as { node: string }).node, { includePrerelease: false }))
      .map(({ name, entry }) => `${name} needs node ${(entry.engines as { node: string }).node}`);
    expect(unsupported).toEqual([]);
  });

  it('the Node running the suite is inside that range', () => {
    expect(semver.satisfies(process.version, pkg.engines.node)).toBe(true);
  });

  it('README states the same Node versions', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(readme).toContain(pkg.engines.node);
  });

  it('every package with an install script is approved in allowScripts', () => {
    const withScripts = [...new Set(installed.filter(({ entry }) => entry.hasInstallScript).map(({ name }) => name))];
    expect(withScripts.length).toBeGreaterThan(0);
    const unapproved = withScripts.filter((name) => pkg.allowScripts?.[name] === undefined);
    expect(unapproved).toEqual([]);
  });
});
