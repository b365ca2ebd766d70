// render, compare and audit through the installed package, against the command line's output.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';

import otpRender, { render, compare, audit, Renderer, SpecError, RenderError, VERSION } from 'otp-render';

const repository = process.env.OTP_RENDER_REPOSITORY;
const boxed = { preset: 'boxed', value: '12' };
const scratch = () => fs.mkdtempSync(path.join(os.tmpdir(), 'otp-render-node-'));
const commandLine = path.resolve('node_modules/.bin/otp-render');

test('the package is the installed one, as ES module and CommonJS', () => {
  const require = createRequire(import.meta.url);
  const common = require('otp-render');
  assert.equal(common.render, render);
  assert.equal(otpRender.SpecError, SpecError);
  assert.equal(VERSION, '0.1.0');
  assert.match(require.resolve('otp-render'), /node_modules\/otp-render\/index\.cjs$/);
});

// A golden spec, not a design token file beside the specs (as `goldens verify` tells them apart).
const isSpec = (name) => name.endsWith('.json') && !name.endsWith('.tokens.json') && !name.endsWith('.resolver.json') && !name.endsWith('.strings.json')
  && !name.startsWith('$');

test('every golden spec renders to the bytes of the command line', async () => {
  const goldens = path.join(repository, 'Goldens');
  const specs = fs.readdirSync(goldens).filter((style) => !['sheets', 'animations'].includes(style)
    && fs.statSync(path.join(goldens, style)).isDirectory())
    .flatMap((style) => fs.readdirSync(path.join(goldens, style)).filter(isSpec).sort()
      .map((name) => path.join(goldens, style, name)));
  assert.ok(specs.length > 40);
  const renderer = new Renderer({ jobs: 2 });
  const folder = scratch();
  const images = await Promise.all(specs.map((spec) => renderer.render({ path: spec })));
  specs.forEach((spec, index) => {
    const output = path.join(folder, `${index}.png`);
    execFileSync(commandLine, ['render', spec, '-o', output], { cwd: path.dirname(spec) });
    assert.ok(images[index].equals(fs.readFileSync(output)), spec);
  });
  await renderer.close();
});

test('a spec as an object, JSON text or file, in each format', async () => {
  const folder = scratch();
  fs.writeFileSync(path.join(folder, 'boxed.json'), JSON.stringify(boxed));
  for (const [format, start] of [['png', '\x89PNG'], ['svg', '<?xml'], ['pdf', '%PDF-']]) {
    const images = await Promise.all([render(boxed, { format }), render(JSON.stringify(boxed), { format }),
      render({ path: path.join(folder, 'boxed.json') }, { format }),
      render(new URL(`file://${path.join(folder, 'boxed.json')}`), { format })]);
    for (const image of images) assert.ok(image.equals(images[0]));
    assert.equal(images[0].subarray(0, start.length).toString('latin1'), start);
  }
});

test('compare counts the pixels and draws the diff', async () => {
  const [twelve, thirteen] = await Promise.all([render(boxed), render({ preset: 'boxed', value: '13' })]);
  const same = await compare(twelve, twelve, { exact: true });
  assert.equal(same.passed, true);
  assert.equal(same.comparison.verdict, 'identical');
  const different = await compare(twelve, thirteen, { diff: true });
  assert.equal(different.exit, 1);
  assert.ok(different.comparison.differentPixels > 0 && different.diff.subarray(1, 4).toString() === 'PNG');
  const tolerated = await compare(twelve, thirteen, { maxDiffPixels: different.comparison.differentPixels });
  assert.equal(tolerated.passed, true);
});

test('audit reports its findings', async () => {
  const report = await audit({ preset: 'boxed' }, { level: 'AA', states: ['empty', 'error'] });
  assert.equal(report.level, 'AA');
  assert.ok(Array.isArray(report.findings));
});

test('a text that does not fit is a RenderWarning', async () => {
  const seen = [];
  const listener = (warning) => { if (warning.name === 'RenderWarning') seen.push(warning.message); };
  process.on('warning', listener);
  try {
    const image = await render({ value: '12', button: { title: 'Send the verification code again', style: 'outlined' } });
    assert.equal(image.subarray(1, 4).toString(), 'PNG');
    await render(boxed);
    await new Promise((resolve) => setImmediate(resolve));
  } finally {
    process.off('warning', listener);
  }
  assert.equal(seen.length, 1);
  assert.match(seen[0], /^button "Send the verification code again" is clipped: it reaches [0-9.]+ pt/);
});

const mistakes = [
  [() => render({ preset: 'boxed', cell: { cornerRadius: -3 } }), 'cell.cornerRadius', 'cell.cornerRadius: -3 must be ≥ 0'],
  [() => render({ lenght: 6 }), 'lenght', 'lenght'],
  [() => render('{"preset": "boxed",}'), 'spec', 'spec: not JSON'],
  [() => render('[1, 2]'), 'spec', 'spec: a spec is a JSON object, not an array'],
  [() => render(42), 'spec', 'spec: an object, JSON text, a file URL or { path }, not number'],
  [() => render(boxed, { format: 'gif' }), 'format', 'format: "gif" is not one of png, svg, pdf'],
  [() => audit(boxed, { level: 'B' }), 'level', 'is not one of AA, AAA'],
];
for (const [call, keyPath, message] of mistakes) {
  test(`a mistake is a SpecError naming ${keyPath}`, async () => {
    await assert.rejects(async () => call(), (error) => {
      assert.ok(error instanceof SpecError, String(error));
      assert.equal(error.keyPath, keyPath);
      assert.equal(error.exit, 64);
      assert.ok(error.message.includes(message), error.message);
      return true;
    });
  });
}

test('a spec with several mistakes lists them all', async () => {
  await assert.rejects(async () => render({ lenght: 4, cell: { cornerRadus: 8 }, style: 'boxy' }), (error) => {
    assert.ok(error instanceof SpecError, String(error));
    assert.equal(error.keyPath, 'lenght');
    assert.deepEqual(error.problems.map((problem) => problem.keyPath), ['lenght', 'cell.cornerRadus', 'style']);
    assert.ok(error.problems[2].message.startsWith('style: "boxy" is not one of'), error.problems[2].message);
    return true;
  });
  await assert.rejects(async () => render({ lenght: 4 }), (error) => error.problems.length === 0);
});

test('an image that cannot be read is a RenderError', async () => {
  const folder = scratch();
  fs.writeFileSync(path.join(folder, 'broken.png'), 'not a png');
  await assert.rejects(compare(path.join(folder, 'broken.png'), await render(boxed)),
    (error) => error instanceof RenderError && error.exit === 3 && error.message.includes('broken.png'));
});

test('a service that ends rejects what waits, and says so after', async () => {
  const renderer = new Renderer();
  await renderer.render(boxed);
  renderer._process.kill('SIGKILL');
  await assert.rejects(renderer.render(boxed), /the otp-render service ended \(signal SIGKILL\)/);
  await assert.rejects(renderer.render(boxed), RenderError);
  await renderer.close();
});

test('overlapping requests are answered in order', async () => {
  const renderer = new Renderer({ jobs: 2 });
  const values = Array.from({ length: 60 }, (_, index) => String(index));
  const images = await Promise.all(values.map((value) => renderer.render({ preset: 'boxed', value })));
  for (const [index, value] of values.entries()) {
    assert.ok(images[index].equals(await renderer.render({ preset: 'boxed', value })), value);
  }
  await renderer.close();
});

test('npx otp-render is the bundled binary', async () => {
  const folder = scratch();
  assert.match(execFileSync(commandLine, ['--version'], { encoding: 'utf8' }), /^0\.1\.0/);
  execFileSync(commandLine, ['render', '--preset', 'boxed', '--value', '12', '-o', 'field.png'], { cwd: folder });
  assert.ok(fs.readFileSync(path.join(folder, 'field.png')).equals(await render(boxed)));
});
