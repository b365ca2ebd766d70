'use strict';
// otp-render for Node: verification-code fields (OTP, SMS code, PIN) drawn to PNG, SVG and PDF
// by the otp-render binary this package carries, through one `otp-render serve --stdio`
// process per Renderer (the protocol: docs/SERVICE.md of the otp-render repository).

const assert = require('node:assert');
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const VERSION = '0.1.0';
const FORMATS = ['png', 'svg', 'pdf'];
const MODES = ['none', 'missing', 'changed', 'all'];

/** Something otp-render could not do; `exit` is the command line's exit code for it. */
class OTPRenderError extends Error {
  constructor(message, exit = 70) {
    super(message);
    this.name = 'OTPRenderError';
    this.exit = exit;
  }
}

/**
 * A spec or request that is wrong; `keyPath` names the key when there is one. `problems`
 * lists every problem of a spec that has several ({keyPath, line, message}), the message
 * being the first's; it is empty for one.
 */
class SpecError extends OTPRenderError {
  constructor(message, keyPath = null, exit = 64, problems = []) {
    super(message, exit);
    this.name = 'SpecError';
    this.keyPath = keyPath;
    this.problems = problems;
  }
}

/** A failure that is not the spec's: an unreadable image, the service gone, no binary. */
class RenderError extends OTPRenderError {
  constructor(message, exit = 70) {
    super(message, exit);
    this.name = 'RenderError';
  }
}

/** The otp-render executable: OTP_RENDER_BINARY, else the one in this package. */
function binaryPath() {
  const chosen = process.env.OTP_RENDER_BINARY;
  const file = chosen || path.join(__dirname, 'bundle', 'bin', 'otp-render');
  try {
    fs.accessSync(file, fs.constants.X_OK);
  } catch {
    throw new RenderError(`${file}: no otp-render executable there (from ${chosen ? `OTP_RENDER_BINARY=${chosen}` : 'the otp-render package'})`);
  }
  return file;
}

/** The request keys of a spec: an object, JSON text, or a file (a URL or { path }). */
function specFields(spec) {
  if (typeof spec === 'string') {
    let value;
    try {
      value = JSON.parse(spec);
    } catch (error) {
      throw new SpecError(`spec: not JSON: ${error.message}`, 'spec');
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      throw new SpecError(`spec: a spec is a JSON object, not ${Array.isArray(value) ? 'an array' : typeof value}`, 'spec');
    }
    return { spec: value };
  }
  if (spec instanceof URL) return { specPath: path.resolve(require('node:url').fileURLToPath(spec)) };
  if (spec && typeof spec === 'object' && !Array.isArray(spec)) {
    const keys = Object.keys(spec);
    if (keys.length === 1 && keys[0] === 'path' && typeof spec.path === 'string') return { specPath: path.resolve(spec.path) };
    return { spec };
  }
  throw new SpecError(`spec: an object, JSON text, a file URL or { path }, not ${Array.isArray(spec) ? 'an array' : typeof spec}`, 'spec');
}

/** An image for a request: a Buffer or Uint8Array as base64, a string as a path. */
function imageField(image) {
  if (image instanceof Uint8Array) return { base64: Buffer.from(image).toString('base64') };
  if (typeof image === 'string') return path.resolve(image);
  throw new SpecError(`an image is a Buffer or a path, not ${typeof image}`);
}

/** A conform request's screenshot: a Buffer or Uint8Array as base64, a string as a path. */
function screenshotField(screenshot) {
  if (screenshot instanceof Uint8Array || typeof screenshot === 'string') return imageField(screenshot);
  throw new SpecError(`screenshot: a PNG's bytes (Buffer, Uint8Array) or a path, not ${screenshot === null ? 'null' : typeof screenshot}`, 'screenshot');
}

/** The exception of an error response. */
function failure(error = {}) {
  const message = String(error.message ?? 'the service gave no reason');
  const exit = Number(error.exit ?? 70);
  return exit === 64 ? new SpecError(message, error.keyPath ?? null, exit, error.problems ?? []) : new RenderError(message, exit);
}

/**
 * One otp-render service process for many renders, comparisons and audits. Requests may be
 * made without waiting for earlier ones (they are pipelined and answered in order); close()
 * ends the process.
 */
class Renderer {
  constructor({ jobs = 1, fonts } = {}) {
    const args = ['serve', '--stdio', '--jobs', String(jobs)];
    if (fonts) args.push('--fonts', fonts);
    this._pending = [];
    this._buffer = Buffer.alloc(0);
    this._header = null;
    this._stderr = '';
    this._nextId = 0;
    this._ended = null;
    this._process = spawn(binaryPath(), args, { stdio: ['pipe', 'pipe', 'pipe'] });
    this._process.stdout.on('data', (chunk) => this._receive(chunk));
    this._process.stderr.on('data', (chunk) => { this._stderr = (this._stderr + chunk).slice(-4096); });
    this._process.stdin.on('error', () => {});
    this._process.on('error', (error) => this._end(new RenderError(`cannot start otp-render: ${error.message}`)));
    this._process.on('close', (code, signal) => {
      const said = this._stderr.trim().split('\n').pop();
      this._end(new RenderError(`the otp-render service ended (${signal ? `signal ${signal}` : `exit ${code}`})${said ? `: ${said}` : ''}`, code || 70));
    });
    this._process.stderr.unref?.();
    this._hold(false);
  }

  /** The image of `spec` as a Buffer: the bytes `otp-render render` writes. A text that does
   * not fit is a process warning of type `RenderWarning` (`process.on('warning')`). */
  async render(spec, { format = 'png' } = {}) {
    if (!FORMATS.includes(format)) throw new SpecError(`format: ${JSON.stringify(format)} is not one of ${FORMATS.join(', ')}`, 'format');
    const { header, payload } = await this._request({ op: 'render', ...specFields(spec), format });
    for (const warning of header.warnings ?? []) process.emitWarning(String(warning), 'RenderWarning');
    return payload;
  }

  /** Two PNG images (Buffers or paths) compared as `otp-render compare` compares them. */
  async compare(expected, actual, { threshold, exact, maxDiffPixels, maxDiffRatio, diff = false } = {}) {
    const request = { op: 'compare', expected: imageField(expected), actual: imageField(actual) };
    for (const [key, value] of Object.entries({ threshold, exact, maxDiffPixels, maxDiffRatio })) {
      if (value !== undefined) request[key] = value;
    }
    if (diff) request.diff = true;
    const { header, payload } = await this._request(request);
    return { passed: header.passed, exit: header.exit, comparison: header.comparison, diff: diff && payload.length ? payload : null };
  }

  /** The WCAG 2.2 audit of `spec`, as `otp-render audit --json` reports it. */
  async audit(spec, { level = 'AA', states } = {}) {
    const request = { op: 'audit', ...specFields(spec), level };
    if (states) request.states = states;
    const { header } = await this._request(request);
    return header.report;
  }

  /**
   * A screenshot of an implementation (a PNG's Buffer or path) measured against the spec it
   * was built from, as `otp-render conform` measures it: at `scale` device pixels per point
   * (absent: found among 1, 1.5, 2, 2.625, 3 and 4), searched only around the pixel `at`
   * ([x, y]) when given, within `tolerances` by group or property name ({ color: 3 }).
   * `overlay`: a path to write the overlay PNG to, or true to keep it in the result only.
   * Resolves with { conforms, exit, report, deviations, lines, overlay } whether or not it
   * conforms; rejects with a RenderError (exit 3) when the field is not found or the
   * screenshot cannot be read, a SpecError for a bad spec or option.
   */
  async conform(screenshot, spec, { scale, at, tolerances, overlay } = {}) {
    const request = { op: 'conform', ...specFields(spec), screenshot: screenshotField(screenshot) };
    for (const [key, value] of Object.entries({ scale, at, tolerances })) {
      if (value !== undefined && value !== null) request[key] = value;
    }
    if (overlay) request.overlay = true;
    const { header, payload } = await this._request(request);
    const image = overlay && payload.length ? payload : null;
    if (image && typeof overlay === 'string') fs.writeFileSync(overlay, image);
    const report = header.report;
    return { conforms: header.conforms, exit: header.exit, report, deviations: report.deviations ?? [], lines: header.lines ?? [], overlay: image };
  }

  /** Ends the service after what it was asked, and waits for it. */
  close() {
    if (!this._process || this._process.exitCode !== null || this._process.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      this._hold(true);
      this._process.once('close', () => resolve());
      this._process.stdin.end();
    });
  }

  _request(fields) {
    if (this._ended) return Promise.reject(this._ended);
    this._nextId += 1;
    const line = JSON.stringify({ id: this._nextId, ...fields }) + '\n';
    return new Promise((resolve, reject) => {
      this._pending.push({ resolve, reject });
      if (this._pending.length === 1) this._hold(true);
      this._process.stdin.write(line);
    });
  }

  /** Reads answers out of the bytes that came: a header line, then its `length` bytes. */
  _receive(chunk) {
    this._buffer = this._buffer.length ? Buffer.concat([this._buffer, chunk]) : chunk;
    for (;;) {
      if (!this._header) {
        const newline = this._buffer.indexOf(10);
        if (newline < 0) return;
        this._header = JSON.parse(this._buffer.subarray(0, newline).toString('utf8'));
        this._buffer = this._buffer.subarray(newline + 1);
      }
      const length = this._header.length ?? 0;
      if (this._buffer.length < length) return;
      const header = this._header;
      const payload = Buffer.from(this._buffer.subarray(0, length));
      this._buffer = this._buffer.subarray(length);
      this._header = null;
      const waiting = this._pending.shift();
      if (this._pending.length === 0) this._hold(false);
      if (!waiting) continue;
      if (header.ok) waiting.resolve({ header, payload });
      else waiting.reject(failure(header.error));
    }
  }

  /** Keeps Node running while answers are awaited, and only then: an idle renderer (the
   * shared one above all) never keeps a program from ending. */
  _hold(waiting) {
    for (const handle of [this._process, this._process.stdout, this._process.stdin]) {
      if (waiting) handle.ref?.();
      else handle.unref?.();
    }
  }

  _end(error) {
    if (this._ended) return;
    this._ended = error;
    for (const waiting of this._pending.splice(0)) waiting.reject(error);
  }
}

let shared = null;

/** The process-wide renderer of the functions below, started on first use. */
function sharedRenderer() {
  if (!shared || shared._ended) shared = new Renderer();
  return shared;
}

/** The image of `spec` (an object, JSON text, a file URL or { path }) as a Buffer. */
function render(spec, options) {
  return sharedRenderer().render(spec, options);
}

/** Two PNG images compared, as Renderer.compare. */
function compare(expected, actual, options) {
  return sharedRenderer().compare(expected, actual, options);
}

/** The WCAG 2.2 audit of `spec`, as Renderer.audit. */
function audit(spec, options) {
  return sharedRenderer().audit(spec, options);
}

/** A screenshot measured against its spec, as Renderer.conform. */
function conform(screenshot, spec, options) {
  return sharedRenderer().conform(screenshot, spec, options);
}

/** The update mode: the option, else OTP_RENDER_UPDATE or OTP_RENDER_RECORD, else none under CI and missing elsewhere. */
function updateMode(chosen) {
  const aliases = { 0: 'none', false: 'none', no: 'none', 1: 'changed', true: 'changed', yes: 'changed' };
  for (const [source, value] of [['update', chosen], ['OTP_RENDER_UPDATE', process.env.OTP_RENDER_UPDATE], ['OTP_RENDER_RECORD', process.env.OTP_RENDER_RECORD]]) {
    if (value === undefined || value === null || value === '') continue;
    const mode = aliases[String(value).toLowerCase()] ?? String(value).toLowerCase();
    if (!MODES.includes(mode)) throw new SpecError(`${source}: ${JSON.stringify(value)} is not one of ${MODES.join(', ')}`, source);
    return mode;
  }
  return process.env.CI ? 'none' : 'missing';
}

/** Writes a file whole or not at all: a temporary file renamed over it. */
function writeAtomically(file, data) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${Date.now()}.tmp`);
  try {
    fs.writeFileSync(temporary, data);
    fs.renameSync(temporary, file);
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  }
}

/**
 * Renders `spec` and checks it against the PNG at `golden` (relative to the working
 * directory), exactly unless given compare's tolerances, as `otp-render goldens verify`
 * checks goldens. A failure writes NAME.actual.png and NAME.diff.png beside the golden;
 * `update` (or OTP_RENDER_UPDATE) says which goldens are written: none, missing (the
 * default; none when CI is set), changed or all. A written golden still fails.
 */
async function assertGolden(spec, golden, { update, renderer, ...tolerances } = {}) {
  const mode = updateMode(update);
  const service = renderer ?? sharedRenderer();
  const file = path.resolve(golden.endsWith('.png') ? golden : `${golden}.png`);
  const stem = file.slice(0, -'.png'.length);
  const actualFile = `${stem}.actual.png`;
  const diffFile = `${stem}.diff.png`;
  const actual = await service.render(spec);
  const fail = (message) => {
    const error = new Error(message);
    error.name = 'GoldenMismatchError';
    throw error;
  };
  const removeArtifacts = () => { fs.rmSync(actualFile, { force: true }); fs.rmSync(diffFile, { force: true }); };
  if (!fs.existsSync(file)) {
    if (mode === 'none') fail(`${file}: no golden; run with update "missing" (OTP_RENDER_UPDATE=missing) to record it`);
    writeAtomically(file, actual);
    fail(`${file}: recorded; look at it, then run again`);
  }
  const options = Object.keys(tolerances).length ? tolerances : { exact: true };
  let summary;
  let diff = null;
  try {
    const result = await service.compare(file, actual, { ...options, diff: true });
    if (result.passed) return removeArtifacts();
    const c = result.comparison;
    summary = c.verdict === 'size-mismatch'
      ? `the size changed from ${c.expectedSize.join('x')} to ${c.actualSize.join('x')}`
      : `${c.differentPixels} of ${c.pixels} pixels differ (${c.method}, largest difference ${c.largestDelta})`;
    diff = result.diff;
  } catch (error) {
    if (!(error instanceof RenderError)) throw error;
    summary = error.message;
  }
  if (mode === 'changed' || mode === 'all') {
    writeAtomically(file, actual);
    removeArtifacts();
    fail(`${file}: ${summary}; updated, look at it, then run again`);
  }
  writeAtomically(actualFile, actual);
  let artifacts = `actual: ${actualFile}`;
  if (diff) {
    writeAtomically(diffFile, diff);
    artifacts += `, diff: ${diffFile}`;
  }
  fail(`${file}: ${summary}; ${artifacts}; run with update "changed" to accept`);
}

/** Where assertConforms writes a screenshot's overlay: beside it, shot.png → shot.overlay.png. */
function overlayBeside(screenshot) {
  const file = path.resolve(screenshot);
  const stem = file.toLowerCase().endsWith('.png') ? file.slice(0, -'.png'.length) : file;
  return `${stem}.overlay.png`;
}

/**
 * Measures a screenshot (a PNG's path or Buffer) against its spec, as `otp-render conform`
 * does, and throws an AssertionError with what the command prints when it does not conform,
 * after writing the overlay beside the screenshot (shot.png → shot.overlay.png; for a Buffer,
 * in a new folder of the system's temporary folder), or at `overlay` (a path; false for
 * none). A passing check removes a stale overlay there and resolves with conform's result.
 * A field not found or an unreadable screenshot rejects with a RenderError (exit 3), a bad
 * spec or option with a SpecError.
 */
async function assertConforms(screenshot, spec, { overlay, renderer, ...options } = {}) {
  const service = renderer ?? sharedRenderer();
  const isPath = typeof screenshot === 'string';
  const label = isPath ? screenshot : 'the screenshot';
  let target = null;
  if (typeof overlay === 'string') target = path.resolve(overlay);
  else if (overlay !== false && isPath) target = overlayBeside(screenshot);
  let result;
  try {
    result = await service.conform(screenshot, spec, { ...options, overlay: overlay !== false });
  } catch (error) {
    if (error instanceof RenderError && !error.message.includes(label)) error.message = `${label}: ${error.message}`;
    throw error;
  }
  if (result.conforms) {
    if (target) fs.rmSync(target, { force: true });
    return result;
  }
  const lines = result.lines.length ? [...result.lines] : ['does not conform'];
  const message = [`${label}: ${lines[0]}`, ...lines.slice(1)];
  if (result.overlay && overlay !== false) {
    target ??= path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'otp-conform-')), 'screenshot.overlay.png');
    writeAtomically(target, result.overlay);
    message.push(`overlay: ${target}`);
  }
  throw new assert.AssertionError({ message: message.join('\n'), actual: result.deviations, expected: [], operator: 'conforms' });
}

module.exports = { VERSION, render, compare, audit, conform, assertGolden, assertConforms, Renderer, OTPRenderError, SpecError, RenderError, binaryPath };
