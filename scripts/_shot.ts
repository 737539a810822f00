import { chromium } from 'playwright-core'
const base = 'http://127.0.0.1:3995'
const { token } = await (
  await fetch(base + '/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'ana@x.com', password: 'Fono-Teste-2026!' }),
  })
).json()
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
const page = await browser.newPage({ viewport: { width: 1300, height: 1000 }, locale: 'pt-BR' })
page.on('console', (m) => console.log('console', m.type(), m.text()))
page.on('pageerror', (e) => console.log('pageerror', e.message))
await page.goto(base + '/login')
await page.evaluate((t) => localStorage.setItem('token', t), token)
for (const p of process.argv.slice(2)) {
  await page.goto(base + p)
  await page.waitForTimeout(1500)
  await page.screenshot({ path: `/tmp/shot-${p.replaceAll('/', '_')}.png`, fullPage: true })
}
await browser.close()
