// Stands in for vite-plugin-pwa's virtual module in unit tests, where no service worker exists.
import { useState } from 'react';

export function useRegisterSW() {
  const offlineReady = useState(false);
  const needRefresh = useState(false);
  return { offlineReady, needRefresh, updateServiceWorker: async () => undefined };
}
