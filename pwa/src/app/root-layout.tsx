import { Outlet } from 'react-router-dom';
import { ReloadPrompt } from './reload-prompt.tsx';

export function RootLayout() {
  return (
    <>
      <Outlet />
      <ReloadPrompt />
    </>
  );
}
