import { createContext, useContext } from 'react';
import type { SiteConfig } from '../../generated/site-config.ts';

/** The words of the site's own controls (site.json `ui`): every word a visitor meets lives in config. */
export type UiText = SiteConfig['ui'];

export const UiTextContext = createContext<UiText | null>(null);

export function useUiText(): UiText {
  const ui = useContext(UiTextContext);
  if (!ui) throw new Error('useUiText: rendered outside IslandProviders, which provides site.json "ui".');
  return ui;
}
