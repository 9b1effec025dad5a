// Prisma's schema engine compiled to WebAssembly, driven through a driver adapter.
// The Prisma CLI would download a native engine, which this network cannot reach
// (docs/architecture.md section 3); this is the same engine `prisma migrate` uses.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';
import type { SchemaEngine } from '@prisma/schema-engine-wasm';
import type * as EngineGlue from '@prisma/schema-engine-wasm/schema_engine_bg';

type EngineModule = typeof EngineGlue;

let loading: Promise<EngineModule> | undefined;

/** Instantiates the WebAssembly module once per process. */
function loadEngineModule(): Promise<EngineModule> {
  loading ??= (async () => {
    const require = createRequire(import.meta.url);
    const gluePath = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg');
    const glue = (await import('@prisma/schema-engine-wasm/schema_engine_bg')) as EngineModule & {
      __wbg_set_wasm(exports: WebAssembly.Exports): void;
    };
    const bytes = await readFile(join(dirname(gluePath), 'schema_engine_bg.wasm'));
    const { instance } = await WebAssembly.instantiate(bytes, {
      './schema_engine_bg.js': glue as unknown as WebAssembly.ModuleImports,
    });
    glue.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return glue;
  })();
  return loading;
}

export interface EngineLog {
  level?: string;
  message?: string;
  [key: string]: unknown;
}

/** Opens a schema engine working on the database behind `adapterFactory`. */
export async function openSchemaEngine(
  adapterFactory: SqlMigrationAwareDriverAdapterFactory,
  datamodel: { path: string; content: string },
  onLog: (log: EngineLog) => void = () => {},
): Promise<SchemaEngine> {
  const glue = await loadEngineModule();
  return glue.SchemaEngine.new(
    { datamodels: [[datamodel.path, datamodel.content]] },
    (raw: string) => {
      try {
        onLog(JSON.parse(raw) as EngineLog);
      } catch {
        onLog({ message: raw });
      }
    },
    bindMigrationAwareSqlAdapterFactory(adapterFactory),
  );
}
