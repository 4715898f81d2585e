// datafs.js: the file system of the Go program in the browser. It holds
// data/, read-only (the web build's Emscripten --preload-file, in Go's
// terms), and one writable folder for saves, kept in the browser's
// localStorage so that settings and high scores outlive the page.
//
// Go's os package on js/wasm calls globalThis.fs, which wasm_exec.js stubs
// out with "not implemented" errors in a browser. loadDataFS fetches the
// files listed in datafiles.json, and installDataFS answers open, stat,
// fstat, lstat, readdir, read, write, close, mkdir, rename, unlink, rmdir,
// fsync and the chmod family from them, so os.ReadFile, os.Stat and
// os.ReadDir work on "data/..." (and "/data/...": the working directory is
// "/"). Writes fail with EROFS except under the writable folder, where
// os.MkdirAll, os.CreateTemp, os.WriteFile, os.Rename and os.Remove work.
// Load it after wasm_exec.js and call both before go.run.
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

// installDataFS serves files (path -> bytes, from loadDataFS) to Go. With
// opts.writable ("/home", say) that folder and everything below it can be
// written; its files are stored in localStorage under opts.storageKey and
// restored from there (when the browser refuses storage, they live as long
// as the page).
function installDataFS(files, opts = {}) {
  const fs = globalThis.fs;
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
  const parent = (key) => key.includes('/') ? key.slice(0, key.lastIndexOf('/')) : '';
  const base = (key) => key.slice(key.lastIndexOf('/') + 1);

  // The tree: every file (key -> {data, size, mtime}) and folder (key ->
  // names inside). Keys are clean paths without the leading slash.
  const now = Date.now();
  const nodes = new Map();
  const dirs = new Map([['', new Set()]]);
  const addDir = (key) => {
    if (dirs.has(key)) return;
    const up = parent(key);
    addDir(up);
    dirs.get(up).add(base(key));
    dirs.set(key, new Set());
  };
  const addFile = (key, data, mtime) => {
    addDir(parent(key));
    dirs.get(parent(key)).add(base(key));
    nodes.set(key, { data, size: data.length, mtime });
  };
  for (const [path, data] of files) addFile(clean(path), data, now);

  const home = opts.writable ? clean(opts.writable) : null;
  const writable = (key) => home !== null && (key === home || key.startsWith(home + '/'));
  const storageKey = opts.storageKey || 'datafs';
  const store = (() => { try { return globalThis.localStorage || null; } catch (e) { return null; } })();
  if (home !== null) {
    addDir(home);
    try {
      const saved = store && JSON.parse(store.getItem(storageKey) || 'null');
      for (const [key, entry] of Object.entries((saved && saved.files) || {})) {
        if (!writable(key)) continue;
        const bin = atob(entry.data);
        const data = Uint8Array.from(bin, (c) => c.charCodeAt(0));
        addFile(key, data, entry.mtime);
      }
      for (const key of (saved && saved.dirs) || []) if (writable(key)) addDir(key);
    } catch (e) {
      console.error('datafs: saved files in localStorage[' + storageKey + '] are unreadable, starting without them:', e);
    }
  }
  // persist writes the writable folder to localStorage, whole: saves are
  // small and written rarely.
  const persist = () => {
    if (home === null || !store) return;
    const out = { files: {}, dirs: [] };
    for (const [key, n] of nodes) {
      if (!writable(key)) continue;
      let bin = '';
      const data = n.data.subarray(0, n.size);
      for (let i = 0; i < data.length; i += 0x8000) bin += String.fromCharCode(...data.subarray(i, i + 0x8000));
      out.files[key] = { data: btoa(bin), mtime: n.mtime };
    }
    for (const key of dirs.keys()) if (writable(key) && key !== home) out.dirs.push(key);
    try { store.setItem(storageKey, JSON.stringify(out)); } catch (e) {
      console.error('datafs: cannot keep saves in localStorage:', e);
    }
  };

  const stat = (key) => {
    const isDir = dirs.has(key);
    const n = nodes.get(key);
    if (!isDir && !n) return null;
    const mtime = isDir ? now : n.mtime;
    return {
      dev: 0, ino: 0, nlink: 1, uid: 0, gid: 0, rdev: 0, blksize: 4096, blocks: 0,
      mode: isDir ? (writable(key) ? 0o040755 : 0o040555) : (writable(key) ? 0o100644 : 0o100444),
      size: isDir ? 0 : n.size,
      atimeMs: mtime, mtimeMs: mtime, ctimeMs: mtime,
      isDirectory: () => isDir,
    };
  };
  const open = new Map(); // fd -> {key, pos, append, write}
  let nextFD = 100;
  const withFD = (fd, callback, f) => {
    const h = open.get(fd);
    if (!h) { callback(error('EBADF', 'fd ' + fd)); return; }
    f(h);
  };
  const O = { O_WRONLY: 1, O_RDWR: 2, O_CREAT: 64, O_EXCL: 128, O_TRUNC: 512, O_APPEND: 1024, O_DIRECTORY: 65536 };
  const writeFlags = O.O_WRONLY | O.O_RDWR | O.O_CREAT | O.O_TRUNC | O.O_APPEND;
  Object.assign(fs.constants, O);
  const consoleWrite = fs.write.bind(fs); // wasm_exec.js's: stdout and stderr
  const ok = (callback, f) => { try { callback(null, f()); } catch (e) { callback(e); } };
  Object.assign(fs, {
    open(path, flags, mode, callback) {
      ok(callback, () => {
        const key = clean(path);
        const st = stat(key);
        if (flags & writeFlags) {
          if (!writable(key)) throw error('EROFS', path);
          if (st && st.isDirectory()) throw error('EISDIR', path);
          if (st && (flags & O.O_CREAT) && (flags & O.O_EXCL)) throw error('EEXIST', path);
          if (!st) {
            if (!(flags & O.O_CREAT)) throw error('ENOENT', path);
            if (!dirs.has(parent(key))) throw error('ENOENT', path);
            addFile(key, new Uint8Array(0), Date.now());
          } else if (flags & O.O_TRUNC) {
            const n = nodes.get(key);
            n.size = 0;
            n.mtime = Date.now();
          }
        } else if (!st) {
          throw error('ENOENT', path);
        }
        const fd = nextFD++;
        open.set(fd, { key, pos: 0, append: !!(flags & O.O_APPEND), write: !!(flags & writeFlags) });
        return fd;
      });
    },
    close(fd, callback) {
      if (fd <= 2) { callback(null); return; }
      withFD(fd, callback, (h) => {
        open.delete(fd);
        if (h.write) persist();
        callback(null);
      });
    },
    stat(path, callback) {
      const st = stat(clean(path));
      if (st) callback(null, st); else callback(error('ENOENT', path));
    },
    lstat(path, callback) { this.stat(path, callback); },
    fstat(fd, callback) {
      withFD(fd, callback, (h) => {
        const st = stat(h.key);
        if (st) callback(null, st); else callback(error('ENOENT', h.key)); // removed while open
      });
    },
    readdir(path, callback) {
      const key = clean(path);
      if (!dirs.has(key)) { callback(error(nodes.has(key) ? 'ENOTDIR' : 'ENOENT', path)); return; }
      callback(null, [...dirs.get(key)].sort());
    },
    read(fd, buffer, offset, length, position, callback) {
      withFD(fd, callback, (h) => {
        const n = nodes.get(h.key);
        if (!n) { callback(error('EISDIR', h.key)); return; }
        const from = position === null || position === undefined ? h.pos : position;
        const chunk = n.data.subarray(Math.min(from, n.size), Math.min(from + length, n.size));
        buffer.set(chunk, offset);
        if (position === null || position === undefined) h.pos += chunk.length;
        callback(null, chunk.length);
      });
    },
    write(fd, buffer, offset, length, position, callback) {
      if (fd <= 2) { consoleWrite(fd, buffer, offset, length, position, callback); return; }
      withFD(fd, callback, (h) => {
        const n = nodes.get(h.key);
        if (!h.write || !n) { callback(error('EBADF', 'fd ' + fd)); return; }
        let at = position === null || position === undefined ? h.pos : position;
        if (h.append) at = n.size;
        const end = at + length;
        if (end > n.data.length) {
          const grown = new Uint8Array(Math.max(end, 2 * n.data.length));
          grown.set(n.data.subarray(0, n.size));
          n.data = grown;
        }
        if (at > n.size) n.data.fill(0, n.size, at);
        n.data.set(buffer.subarray(offset, offset + length), at);
        n.size = Math.max(n.size, end);
        n.mtime = Date.now();
        if (position === null || position === undefined) h.pos = end;
        callback(null, length);
      });
    },
    fsync(fd, callback) { withFD(fd, callback, () => { persist(); callback(null); }); },
    mkdir(path, perm, callback) {
      ok(callback, () => {
        const key = clean(path);
        if (stat(key)) throw error('EEXIST', path);
        if (!writable(key)) throw error('EROFS', path);
        if (!dirs.has(parent(key))) throw error('ENOENT', path);
        addDir(key);
        persist();
      });
    },
    rename(from, to, callback) {
      ok(callback, () => {
        const src = clean(from), dst = clean(to);
        const n = nodes.get(src);
        if (!writable(src) || !writable(dst)) throw error('EROFS', from + ' -> ' + to);
        if (!n) throw error(dirs.has(src) ? 'EPERM' : 'ENOENT', from); // folders stay put
        if (dirs.has(dst)) throw error('EISDIR', to);
        if (!dirs.has(parent(dst))) throw error('ENOENT', to);
        dirs.get(parent(src)).delete(base(src));
        nodes.delete(src);
        addFile(dst, n.data, n.mtime);
        nodes.get(dst).size = n.size;
        for (const h of open.values()) if (h.key === src) h.key = dst;
        persist();
      });
    },
    unlink(path, callback) {
      ok(callback, () => {
        const key = clean(path);
        if (dirs.has(key)) throw error('EISDIR', path);
        if (!nodes.has(key)) throw error('ENOENT', path);
        if (!writable(key)) throw error('EROFS', path);
        nodes.delete(key);
        dirs.get(parent(key)).delete(base(key));
        persist();
      });
    },
    rmdir(path, callback) {
      ok(callback, () => {
        const key = clean(path);
        if (!dirs.has(key)) throw error(nodes.has(key) ? 'ENOTDIR' : 'ENOENT', path);
        if (!writable(key) || key === home) throw error('EROFS', path);
        if (dirs.get(key).size) throw error('ENOTEMPTY', path);
        dirs.delete(key);
        dirs.get(parent(key)).delete(base(key));
        persist();
      });
    },
    // Permissions are not kept: a change is accepted where writes are.
    chmod(path, mode, callback) {
      const key = clean(path);
      if (!stat(key)) callback(error('ENOENT', path));
      else callback(writable(key) ? null : error('EROFS', path));
    },
    fchmod(fd, mode, callback) {
      withFD(fd, callback, (h) => callback(writable(h.key) ? null : error('EROFS', h.key)));
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
