import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * libxml2's xmllint (the xmllint-wasm package) in one long-lived worker thread that compiles the WebAssembly once.
 * The package's own validateXML starts a worker and compiles its 780 KB module on every call: about 0.35 s of CPU
 * per schema pass, so a CT-e event's check (two passes) before signing, and the fake SEFAZ's check after, cost
 * about 1.4 s of CPU per proof, enough to slow the whole demo server (and its CI) down. Here a call only
 * instantiates the compiled module afresh (a clean libxml2 and file system each time) and runs xmllint's main.
 * The program (xmllint-node.js) is the package's: it is an Emscripten factory, one instance per call.
 */

export interface XmllintFile {
  fileName: string;
  contents: string | Uint8Array;
}

export interface XmllintRun {
  /** xmllint's exit code: 0 valid, 3 or 4 invalid (anything else is a failure of the run itself). */
  exitCode: number;
  stderr: string;
}

const require = createRequire(import.meta.url);
const PROGRAM = require.resolve('xmllint-wasm/xmllint-node.js');
const BINARY = join(dirname(PROGRAM), 'xmllint.wasm');
const TAG = 'box-xmllint';
/** The package's default memory: 16 MiB to start, 32 MiB at most (pages of 64 KiB). */
const MEMORY = { initial: 256, maximum: 512 };

// CommonJS run by the worker. Requiring the program also installs the package's own message handler, which
// answers only messages carrying its 'xmllint-wasm' key, so it never sees these.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { readFileSync } = require('node:fs');
const createXmllint = require(workerData.program);
const compiled = new WebAssembly.Module(readFileSync(workerData.binary));
parentPort.on('message', (job) => {
  if (!job || job.tag !== '${TAG}') return;
  let stderr = '';
  let answered = false;
  const answer = (exitCode) => {
    if (answered) return;
    answered = true;
    parentPort.postMessage({ tag: '${TAG}', id: job.id, exitCode, stderr });
  };
  createXmllint({
    inputFiles: job.inputFiles,
    arguments: job.args,
    print() {},
    printErr(text) { stderr += text + '\\n'; },
    onExit: answer,
    onAbort(reason) { stderr += 'WASM Abort: ' + reason; answer(-1); },
    wasmMemory: new WebAssembly.Memory(workerData.memory),
    instantiateWasm(imports, done) {
      WebAssembly.instantiate(compiled, imports).then(done, (error) => { stderr += String(error); answer(-1); });
      return {};
    },
  }).catch((error) => { stderr += String(error); answer(-1); });
});
`;

interface Pending {
  resolve: (run: XmllintRun) => void;
  reject: (error: Error) => void;
}

let worker: Worker | undefined;
const pending = new Map<number, Pending>();
let lastId = 0;

function failAll(error: Error) {
  for (const job of pending.values()) job.reject(error);
  pending.clear();
  worker = undefined;
}

function startWorker(): Worker {
  const started = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { program: PROGRAM, binary: BINARY, memory: MEMORY },
  });
  started.on('message', (message: { tag?: string; id: number; exitCode: number; stderr: string }) => {
    if (message?.tag !== TAG) return;
    const job = pending.get(message.id);
    if (!job) return;
    pending.delete(message.id);
    // An idle worker must not keep the process alive; a busy one must, or a script awaiting it would end.
    if (pending.size === 0) started.unref();
    job.resolve({ exitCode: message.exitCode, stderr: message.stderr });
  });
  started.on('error', (error) => failAll(error));
  started.on('exit', (code) => {
    if (worker === started) failAll(new Error(`O validador XML parou (código ${code}).`));
  });
  return started;
}

/** Runs `xmllint --schema <schema> --noout <xml>` over these files (the schema's includes among `files`). */
export function runXmllint(xml: XmllintFile, schema: XmllintFile, files: XmllintFile[]): Promise<XmllintRun> {
  worker ??= startWorker();
  const current = worker;
  const id = ++lastId;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    current.ref();
    current.postMessage({
      tag: TAG,
      id,
      inputFiles: [xml, schema, ...files],
      args: ['--schema', schema.fileName, '--noout', xml.fileName],
    });
  });
}
