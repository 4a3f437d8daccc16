// Forks a bench server (a .ts module, run with tsx) and waits for the URL it reports over IPC.
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';

export interface ChildServer {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export async function forkServer(
  module: URL,
  args: string[],
  env: Record<string, string> = {},
  firstMessage?: unknown,
): Promise<ChildServer> {
  const child = fork(module, args, {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = once(child, 'exit');
  if (firstMessage !== undefined) child.send(firstMessage as object);
  const [message] = (await Promise.race([
    once(child, 'message'),
    exited.then(([code]) => {
      throw new Error(`bench server ${args.join(' ')} exited early (${String(code)})`);
    }),
  ])) as [{ url: string }];
  return {
    url: message.url,
    child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.disconnect();
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}
