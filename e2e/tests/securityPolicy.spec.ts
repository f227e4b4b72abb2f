import { expect, test } from '../support/fixtures';

// Every test fails on a Content-Security-Policy violation (support/fixtures.ts); these visit the
// pages that are most at risk under a policy without inline scripts.
test.describe('Content-Security-Policy', () => {
  test('the API documentation page works under it', async ({ page }) => {
    await page.goto('/api/docs');
    await expect(page.getByText('/api/public-map/layers').first()).toBeVisible();
  });

  test('the landing video loads under it', async ({ page }) => {
    await page.goto('/login');
    const video = page.getByTestId('intro-video');
    await expect(video).toBeAttached();
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
      .toBeGreaterThanOrEqual(1);
  });

  test('every answer carries the policy and its companions', async ({ page }) => {
    const response = await page.goto('/');
    const headers = response!.headers();
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-encoding']).toBe('br');
  });
});
