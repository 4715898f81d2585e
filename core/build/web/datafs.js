// datafs.js: a read-only file system for the Go program in the browser,
// holding data/ (the web build's Emscripten --preload-file, in Go's terms).
//
// Go's os package on js/wasm calls globalThis.fs, which wasm_exec.js stubs
// out with "not implemented" errors in a browser. loadDataFS fetches the
// files listed in datafiles.json, and installDataFS answers open, stat,
// fstat, lstat, readdir, read and close from them, so os.ReadFile,
// os.Stat and os.ReadDir work on "data/..." (and "/data/...": the working
// directory is "/"). Writes fail with EROFS. Load it after wasm_exec.js and
// call both before go.run.
"use strict";

async function loadDataFS(listURL, base) {
  const resp = await fetch(listURL);
  if (!resp.ok) throw new Error(listURL + ': ' + resp.status + ' ' + resp.statusText);
  const names = await resp.json();
  const files = new Map();
  await Promise.all(names.map(async (name) => {
    const r = await fetch(base + '/' + name.split('/').map(encodeURIComponent).join('/'));
    if (!r.ok) throw new Error(base + '/' + name + ': ' + r.status + ' ' + r.statusText);
    files.set(base + '/' + name, new Uint8Array(await r.arrayBuffer()));
  }));
  return files;
}

function installDataFS(files) {
  const fs = globalThis.fs;
  const dirs = new Map([['', new Set()]]); // folder -> names inside
  for (const path of files.keys()) {
    const parts = path.split('/');
    for (let i = 0; i < parts.length; i++) {
      const dir = parts.slice(0, i).join('/');
      if (!dirs.has(dir)) dirs.set(dir, new Set());
      dirs.get(dir).add(parts[i]);
      if (i < parts.length - 1) {
        const sub = parts.slice(0, i + 1).join('/');
        if (!dirs.has(sub)) dirs.set(sub, new Set());
      }
    }
  }
  const error = (code, path) => { const e = new Error(code + ': ' + path); e.code = code; return e; };
  let cwd = '/';
  const clean = (path) => {
    path = String(path);
    const out = [];
    for (const part of (path.startsWith('/') ? path : cwd + '/' + path).split('/')) {
      if (part === '' || part === '.') continue;
      if (part === '..') out.pop(); else out.push(part);
    }
    return out.join('/');
  };
  const now = Date.now();
  const stat = (key) => {
    const isDir = dirs.has(key);
    if (!isDir && !files.has(key)) return null;
    return {
      dev: 0, ino: 0, nlink: 1, uid: 0, gid: 0, rdev: 0, blksize: 4096, blocks: 0,
      mode: isDir ? 0o040555 : 0o100444,
      size: isDir ? 0 : files.get(key).length,
      atimeMs: now, mtimeMs: now, ctimeMs: now,
      isDirectory: () => isDir,
    };
  };
  const open = new Map(); // fd -> {key, pos}
  let nextFD = 100;
  const withFD = (fd, callback, f) => {
    const h = open.get(fd);
    if (!h) { callback(error('EBADF', 'fd ' + fd)); return; }
    f(h);
  };
  const writeFlags = 1 | 2 | 64 | 512 | 1024; // O_WRONLY O_RDWR O_CREAT O_TRUNC O_APPEND
  Object.assign(fs.constants, { O_WRONLY: 1, O_RDWR: 2, O_CREAT: 64, O_EXCL: 128, O_TRUNC: 512, O_APPEND: 1024, O_DIRECTORY: 65536 });
  Object.assign(fs, {
    open(path, flags, mode, callback) {
      const key = clean(path);
      if (flags & writeFlags) { callback(error('EROFS', path)); return; }
      if (!stat(key)) { callback(error('ENOENT', path)); return; }
      const fd = nextFD++;
      open.set(fd, { key, pos: 0 });
      callback(null, fd);
    },
    close(fd, callback) {
      if (fd <= 2) { callback(null); return; }
      withFD(fd, callback, () => { open.delete(fd); callback(null); });
    },
    stat(path, callback) {
      const st = stat(clean(path));
      if (st) callback(null, st); else callback(error('ENOENT', path));
    },
    lstat(path, callback) { this.stat(path, callback); },
    fstat(fd, callback) { withFD(fd, callback, (h) => callback(null, stat(h.key))); },
    readdir(path, callback) {
      const key = clean(path);
      if (!dirs.has(key)) { callback(error(files.has(key) ? 'ENOTDIR' : 'ENOENT', path)); return; }
      callback(null, [...dirs.get(key)].sort());
    },
    read(fd, buffer, offset, length, position, callback) {
      withFD(fd, callback, (h) => {
        const data = files.get(h.key);
        if (!data) { callback(error('EISDIR', h.key)); return; }
        const from = position === null || position === undefined ? h.pos : position;
        const chunk = data.subarray(from, Math.min(from + length, data.length));
        buffer.set(chunk, offset);
        if (position === null || position === undefined) h.pos += chunk.length;
        callback(null, chunk.length);
      });
    },
  });
  Object.assign(globalThis.process, {
    cwd: () => cwd,
    chdir: (dir) => {
      const key = clean(dir);
      if (!dirs.has(key)) throw error('ENOENT', dir);
      cwd = '/' + key;
    },
  });
}
