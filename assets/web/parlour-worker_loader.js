// Starts the solver worker: wasm-bindgen's no-modules script, then its wasm module (passed as
// one object, the form wasm-bindgen asks for).
importScripts("./parlour-worker.js");
wasm_bindgen({ module_or_path: "./parlour-worker_bg.wasm" });
