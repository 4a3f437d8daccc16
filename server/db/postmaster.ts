// The postgres process that holds a data folder, found by its postmaster.pid: whether it runs, on which port,
// whether a live server still owns it, and how an orphan left by a killed server is stopped.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../logger.ts';

/** How long a postgres is given to stop before it is killed. */
export const STOP_TIMEOUT_MS = 15_000;

export interface RunningPostmaster {
  pid: number;
  port: number;
  /** The live Node process that started it; undefined when that process is gone (an orphan). */
  owner: number | undefined;
}

/** The postgres that holds the data folder, if one is running, and whether a live server still owns it. */
export async function findRunningPostmaster(clusterDir: string): Promise<RunningPostmaster | undefined> {
  let lines: string[];
  try {
    lines = (await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8')).split('\n');
  } catch {
    return undefined;
  }
  const pid = Number.parseInt(lines[0] ?? '', 10);
  const port = Number.parseInt(lines[3] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid) || !(await cmdlineIncludes(pid, 'postgres'))) {
    return undefined;
  }
  const parent = await parentPid(pid);
  const owner =
    parent && parent > 1 && isAlive(parent) && (await cmdlineIncludes(parent, 'node')) ? parent : undefined;
  return { pid, port, owner };
}

async function parentPid(pid: number): Promise<number | undefined> {
  try {
    // /proc/<pid>/stat: "pid (comm) state ppid ..."; comm may hold spaces, so read after the last ')'.
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    return Number.parseInt(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] ?? '', 10);
  } catch {
    return undefined;
  }
}

/** A postgres left running by a server that was killed outright still holds the data folder. */
export async function stopOrphanedPostmaster(pid: number, log: Logger): Promise<void> {
  log.warn({ pid }, 'stopping a PostgreSQL left running by an earlier start');
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (isAlive(pid) && Date.now() < deadline) await delay(100);
  if (isAlive(pid)) throw new Error(`PostgreSQL (pid ${pid}) from an earlier start did not stop`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function cmdlineIncludes(pid: number, word: string): Promise<boolean> {
  try {
    return (await readFile(`/proc/${pid}/cmdline`, 'utf8')).includes(word);
  } catch {
    return word === 'postgres'; // no /proc: trust the pid file, as pg_ctl does
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
