import fs from "node:fs";
import path from "node:path";

class InstanceLockedError extends Error {}

/**
 * One app process per DATA_DIR: the embedded database cluster in it must have a single owner.
 * The lock is a file holding the owner's pid; a file left by a dead (e.g. SIGKILLed) process is
 * taken over.
 */
export function acquireInstanceLock(dataDir: string): () => void {
  const file = path.join(dataDir, "app.lock");
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, `${process.pid}\n`, { flag: "wx" });
      return () => {
        if (readPid(file) === process.pid) fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = readPid(file);
      if (owner && owner !== process.pid && isLiveNodeProcess(owner)) {
        throw new InstanceLockedError(
          `Another app process (pid ${owner}) is already running on DATA_DIR ${dataDir}. ` +
            "Stop it first, or give this one its own DATA_DIR (or a shared DATABASE_URL).",
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new InstanceLockedError(`Could not take the lock ${file}; another process keeps creating it.`);
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(file, "utf8").trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isLiveNodeProcess(pid: number) {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  try {
    return /node/.test(fs.readFileSync(`/proc/${pid}/cmdline`, "utf8"));
  } catch {
    return true; // No /proc: the pid is alive, assume it is ours.
  }
}
