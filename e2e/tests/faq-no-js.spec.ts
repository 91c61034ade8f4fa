import { FAQ_TOPICS, LOCALES } from "@app/shared/constants";
import { translate } from "@app/shared/i18n/translate";
import { expect, test } from "@playwright/test";

// Issue 28: the FAQ's answers opened only through a script. Native <details>/<summary> need none.
test.use({ javaScriptEnabled: false });

for (const locale of LOCALES) {
  test(`every FAQ answer opens without JavaScript, by click and by keyboard (${locale})`, async ({ page }) => {
    await page.goto(`/${locale}#faq`);
    const faq = page.locator("#faq");

    for (const topic of FAQ_TOPICS) {
      const question = faq.getByText(translate(locale, `faq.${topic}.q`), { exact: true });
      const answer = faq.getByText(translate(locale, `faq.${topic}.a`), { exact: true });
      await expect(question).toBeVisible();
      await expect(answer).toBeHidden();
      await question.click();
      await expect(answer).toBeVisible();
      await question.click();
      await expect(answer).toBeHidden();
    }

    const [first] = FAQ_TOPICS;
    const question = faq.locator("summary", { hasText: translate(locale, `faq.${first}.q`) });
    await expect(faq.locator("details > summary")).toHaveCount(FAQ_TOPICS.length);
    await question.focus();
    await page.keyboard.press("Enter");
    await expect(faq.getByText(translate(locale, `faq.${first}.a`), { exact: true })).toBeVisible();
    await page.keyboard.press("Space");
    await expect(faq.getByText(translate(locale, `faq.${first}.a`), { exact: true })).toBeHidden();
  });
}
