import { createContext, use, type ReactNode } from 'react';

export type DemoInfo = { isDemo: boolean; panel: ReactNode };

export const DemoContext = createContext<DemoInfo>({ isDemo: false, panel: null });

export function useDemo(): DemoInfo {
  return use(DemoContext);
}
