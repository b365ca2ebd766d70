// Prints i18next's t() for a list of queries over one folder of i18next resources, configured
// as docs/locales.md says otp-render reads them: LOCALE/NAMESPACE.json or LOCALE.json files,
// keys NAMESPACE:key when there are several namespaces, keySeparator ".", returnEmptyString
// false, fallbackLng the folder's source language (en, en-US or en-GB, else the first locale
// alphabetically), interpolation without escaping.
//
// Usage: node i18next-t.cjs I18NEXT_JS < {"folder": DIR, "queries": [[lng, key, args], ...]}
// Prints [{"found": whether t() found a text, "text": t(), "asGiven": t() with {{x, number}} writing the value
// as given}, ...].
'use strict';
const fs = require('fs');
const path = require('path');

const i18next = require(process.argv[2] || '/usr/share/javascript/i18next/i18next.js');
const request = JSON.parse(fs.readFileSync(0, 'utf8'));

function readResources(folder) {
    const resources = {};
    const namespaces = new Set();
    for (const name of fs.readdirSync(folder).sort()) {
        if (name.startsWith('.')) continue;
        const full = path.join(folder, name);
        if (fs.statSync(full).isDirectory()) {
            for (const file of fs.readdirSync(full).filter((f) => f.endsWith('.json'))) {
                const ns = file.slice(0, -'.json'.length);
                namespaces.add(ns);
                (resources[name] ??= {})[ns] = JSON.parse(fs.readFileSync(path.join(full, file), 'utf8'));
            }
        } else if (name.endsWith('.json')) {
            namespaces.add('translation');
            (resources[name.slice(0, -'.json'.length)] ??= {}).translation = JSON.parse(fs.readFileSync(full, 'utf8'));
        }
    }
    return { resources, namespaces: [...namespaces].sort() };
}

const { resources, namespaces } = readResources(request.folder);
const locales = Object.keys(resources).sort();
const source = ['en', 'en-US', 'en-GB'].find((l) => resources[l]) ?? locales[0];

function instance(asGiven) {
    const i18n = i18next.createInstance();
    i18n.init({
        resources,
        lng: source,
        fallbackLng: source,
        ns: namespaces,
        defaultNS: namespaces[0],
        nsSeparator: namespaces.length > 1 ? ':' : false,
        keySeparator: '.',
        returnEmptyString: false,
        compatibilityJSON: 'v4',
        interpolation: { escapeValue: false },
        initImmediate: false,
    });
    if (asGiven) i18n.services.formatter.add('number', (value) => String(value));
    return i18n;
}

const MISSING = '\u0000missing';
const real = instance(false);
const given = instance(true);
// An argument named with dots ({{progress.total}}) is a path into the options, as i18next reads it.
function nested(options) {
    const result = {};
    for (const [name, value] of Object.entries(options)) {
        const path = name.split('.');
        let node = result;
        for (const part of path.slice(0, -1)) node = node[part] ??= {};
        node[path[path.length - 1]] = value;
    }
    return result;
}

const answers = request.queries.map(([lng, key, args]) => {
    const options = { ...nested(args), lng };
    return {
        found: real.t(key, { ...options, defaultValue: MISSING }) !== MISSING,
        text: real.t(key, options),
        asGiven: given.t(key, options),
    };
});
process.stdout.write(JSON.stringify(answers));
