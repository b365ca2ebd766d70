// conform and assertConforms through the installed package: screenshots made by its own render
// (the spec with one property changed stands for an implementation that is off).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';

import { render, conform, assertConforms, Renderer, SpecError, RenderError } from 'otp-render';

const spec = { preset: 'boxed', value: '1234' };
const narrower = { ...spec, cell: { width: 46 } }; // every cell 2 pt narrower
// No field at all: a white image wider than the spec's field.
const blank = { preset: 'boxed', length: 8, colors: { border: '#FFFFFF', focus: '#FFFFFF', caret: '#FFFFFF' } };
const scratch = () => fs.mkdtempSync(path.join(os.tmpdir(), 'otp-conform-node-'));
const isPNG = (bytes) => bytes.subarray(1, 4).toString() === 'PNG';
const widthDeviation = { element: 'cell', property: 'width', expected: 48, actual: 46, unit: 'pt' };

test('conform and assertConforms are the same in CommonJS', () => {
  const common = createRequire(import.meta.url)('otp-render');
  assert.equal(common.conform, conform);
  assert.equal(common.assertConforms, assertConforms);
});

test('a faithful screenshot conforms, as bytes or a file, with the spec as an object or a file', async () => {
  const folder = scratch();
  const shot = await render(spec);
  fs.writeFileSync(path.join(folder, 'shot.png'), shot);
  fs.writeFileSync(path.join(folder, 'spec.json'), JSON.stringify(spec));
  for (const [screenshot, given] of [[shot, spec], [new Uint8Array(shot), JSON.stringify(spec)],
    [path.join(folder, 'shot.png'), { path: path.join(folder, 'spec.json') }]]) {
    const result = await conform(screenshot, given, { scale: 2 });
    assert.equal(result.conforms, true);
    assert.equal(result.exit, 0);
    assert.deepEqual(result.deviations, []);
    assert.deepEqual([result.report.found.x, result.report.found.y, result.report.found.scale], [32, 32, 2]);
    assert.match(result.lines[0], /^field found at \(32, 32\) at 2x/);
    assert.equal(result.lines.at(-1), 'conforms: every measured property is within its tolerance');
    assert.equal(result.report.measured.cells.length, 6);
    assert.equal(result.overlay, null);
  }
});

test('a narrower cell is the deviation, the scale found or given', async () => {
  const shot = await render(narrower);
  for (const options of [{ scale: 2 }, { at: [100, 60] }]) {
    const result = await conform(shot, spec, options);
    assert.equal(result.conforms, false);
    assert.equal(result.exit, 1);
    assert.deepEqual(result.deviations, [widthDeviation]);
    assert.deepEqual(result.lines.slice(1), ['does not conform: 1 deviation', '  cell width: 46 pt, spec 48 pt (−2 pt)']);
  }
  assert.equal((await conform(shot, spec, { scale: 2, tolerances: { size: 2.5 } })).conforms, true);
});

test('the overlay is written or kept', async () => {
  const folder = scratch();
  const shot = await render(narrower);
  const renderer = new Renderer();
  const written = await renderer.conform(shot, spec, { scale: 2, overlay: path.join(folder, 'review.png') });
  const kept = await renderer.conform(shot, spec, { scale: 2, overlay: true });
  await renderer.close();
  assert.ok(isPNG(written.overlay));
  assert.ok(fs.readFileSync(path.join(folder, 'review.png')).equals(written.overlay));
  assert.ok(kept.overlay.equals(written.overlay));
});

test('a field not found or an unreadable screenshot is a RenderError with exit 3', async () => {
  await assert.rejects(conform(await render(blank), spec, { scale: 2 }),
    (error) => error instanceof RenderError && error.exit === 3 && error.message.startsWith('the field was not found'));
  const folder = scratch();
  fs.writeFileSync(path.join(folder, 'broken.png'), 'not a png');
  await assert.rejects(conform(path.join(folder, 'broken.png'), spec),
    (error) => error instanceof RenderError && error.exit === 3 && error.message.includes('broken.png'));
});

const mistakes = [
  [{ tolerances: { color: -1 } }, 'tolerances.color', '≥ 0'],
  [{ tolerances: { colour: 1 } }, 'tolerances.colour', 'must be one of position, size, width, color'],
  [{ tolerances: { color: '3' } }, 'tolerances.color', 'must be a number'],
  [{ scale: 9 }, 'scale', 'at most 8'],
  [{ at: [-1, 2] }, 'at', 'must be [x, y]'],
];
for (const [options, keyPath, message] of mistakes) {
  test(`a bad option is a SpecError naming ${keyPath}`, async () => {
    await assert.rejects(conform(await render(spec), spec, options), (error) => {
      assert.ok(error instanceof SpecError, String(error));
      assert.equal(error.exit, 64);
      assert.equal(error.keyPath, keyPath);
      assert.ok(error.message.includes(message), error.message);
      return true;
    });
  });
}

test('a screenshot that is neither bytes nor a path is a SpecError', async () => {
  await assert.rejects(conform(42, spec), { name: 'SpecError', keyPath: 'screenshot' });
});

test('assertConforms passes, then fails with the lines and the overlay beside the screenshot', async () => {
  const folder = scratch();
  const shot = path.join(folder, 'shot.png');
  const overlay = path.join(folder, 'shot.overlay.png');
  fs.writeFileSync(shot, await render(narrower));
  await assert.rejects(assertConforms(shot, spec, { scale: 2 }), (error) => {
    assert.ok(error instanceof assert.AssertionError, String(error));
    assert.deepEqual(error.message.split('\n').slice(1),
      ['does not conform: 1 deviation', '  cell width: 46 pt, spec 48 pt (−2 pt)', `overlay: ${overlay}`]);
    assert.ok(error.message.startsWith(`${shot}: field found at (32, 32) at 2x`), error.message);
    assert.deepEqual(error.actual, [widthDeviation]);
    return true;
  });
  assert.ok(isPNG(fs.readFileSync(overlay)));
  fs.writeFileSync(shot, await render(spec)); // fixed: the stale overlay goes
  const result = await assertConforms(shot, spec);
  assert.equal(result.report.found.scale, 2);
  assert.ok(!fs.existsSync(overlay));
});

test('assertConforms on bytes writes the overlay in a temporary folder, or where asked', async () => {
  const shot = await render(narrower);
  await assert.rejects(assertConforms(shot, spec, { scale: 2 }), (error) => {
    const [, written] = error.message.match(/\noverlay: (.*)$/);
    assert.ok(error.message.startsWith('the screenshot: field found at'));
    assert.equal(path.basename(written), 'screenshot.overlay.png');
    assert.ok(isPNG(fs.readFileSync(written)));
    return true;
  });
  const chosen = path.join(scratch(), 'review.png');
  await assert.rejects(assertConforms(shot, spec, { scale: 2, overlay: chosen }), { name: 'AssertionError' });
  assert.ok(isPNG(fs.readFileSync(chosen)));
  await assert.rejects(assertConforms(shot, spec, { scale: 2, overlay: false }),
    (error) => !error.message.includes('overlay:'));
});

test('assertConforms rejects a field not found and a bad tolerance with the package errors', async () => {
  const folder = scratch();
  const shot = path.join(folder, 'blank.png');
  fs.writeFileSync(shot, await render(blank));
  await assert.rejects(assertConforms(shot, spec, { scale: 2 }),
    (error) => error instanceof RenderError && error.exit === 3 && error.message.startsWith(`${shot}: the field was not found`));
  await assert.rejects(assertConforms(await render(spec), spec, { tolerances: { colour: 3 } }),
    (error) => error instanceof SpecError && error.keyPath === 'tolerances.colour');
  assert.deepEqual(fs.readdirSync(folder), ['blank.png']);
});
