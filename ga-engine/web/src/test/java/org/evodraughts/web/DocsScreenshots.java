package org.evodraughts.web;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import org.evodraughts.runs.RunLocator;
import org.evodraughts.storage.StoreOptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Not a test: the tool that takes the run pages' screenshots in docs/img/web from a real,
 * longer run. Runs only when asked:
 * {@code mvn -pl ga-engine/cli -am test -Dtest=DocsScreenshots -Dweb.screenshots=DIR -Dweb.screenshots.runs=RUNS -Dweb.screenshots.run=R}.
 */
@EnabledIfSystemProperty(named = "web.screenshots.runs", matches = ".+")
class DocsScreenshots {
    @Test
    void screenshotsOfARun() throws Exception {
        Path out = Path.of(System.getProperty("web.screenshots"));
        String run = System.getProperty("web.screenshots.run");
        try (WebServer server = WebServer.start(WebServer.Settings.of(new RunLocator(Path.of(System.getProperty("web.screenshots.runs")),
                StoreOptions.defaults()), "127.0.0.1", 0))) {
            ChromeDriver browser = Chromium.open(out, 1366, 1000);
            try {
                WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(60));
                wait.ignoring(StaleElementReferenceException.class);
                browser.get(WebFixture.page(server, "/runs.html"));
                wait.until(ExpectedConditions.presenceOfElementLocated(By.id("runs-table")));
                shoot(browser, out, "runs");
                browser.manage().window().setSize(new org.openqa.selenium.Dimension(1366, 1560));
                browser.get(WebFixture.page(server, "/run.html?run=" + run));
                wait.until(ExpectedConditions.presenceOfElementLocated(By.id("champions-table")));
                Thread.sleep(1000);
                shoot(browser, out, "run");
                browser.manage().window().setSize(new org.openqa.selenium.Dimension(1366, 1000));
                browser.get(WebFixture.page(server, "/champion.html?run=" + run + "&generation=best&game=1"));
                wait.until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector("#viewer .ply")));
                browser.findElement(By.cssSelector("#viewer [data-act=next]")).click();
                for (int i = 0; i < 11; i++) {
                    browser.findElement(By.cssSelector("#viewer [data-act=next]")).click();
                }
                shoot(browser, out, "champion");
            } finally {
                browser.quit();
            }
        }
    }

    private static void shoot(ChromeDriver browser, Path out, String name) throws Exception {
        browser.executeScript("window.scrollTo(0, 0);");
        Thread.sleep(300);
        Files.copy(browser.getScreenshotAs(OutputType.FILE).toPath(), out.resolve(name + ".png"), StandardCopyOption.REPLACE_EXISTING);
    }
}
