// How a database is named (a PostgreSQL URL or a PGlite data folder) and how the embedded one is sized.

export type DatabaseConfig = { url?: string; dataDir?: string; poolSize?: number };

/**
 * PostgreSQL's defaults size buffers for a server with memory to spare; inside this process
 * every buffer is WebAssembly memory that is never given back. The site's tables are small
 * (docs/security.md: "Memory"), so a few megabytes of cache hold all of them.
 */
export const EMBEDDED_SETTINGS = [
  "-c",
  "shared_buffers=16MB",
  "-c",
  "wal_buffers=1MB",
  "-c",
  "temp_buffers=2MB",
  "-c",
  "work_mem=2MB",
  "-c",
  "maintenance_work_mem=16MB",
];
