import { chromium } from 'playwright-core';
const [url, out, width] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--disable-background-networking','--disable-component-update','--disable-sync'] });
const page = await browser.newPage({ viewport: { width: Number(width || 1280), height: 1000 }, locale: 'fr-FR' });
const res = await page.goto(url, { waitUntil: 'networkidle' });
console.log(res.status(), page.url());
await page.screenshot({ path: out, fullPage: false });
await browser.close();
