package org.evodraughts.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Every page on a phone (a 390 × 844 CSS-pixel screen, emulated in headless Chromium): none is
 * wider than the screen (the runs list and a run page were 718 and 689 px wide), wide tables
 * scroll in their own box, the viewer's game list keeps a usable width (it was squeezed to about
 * 50 px) and the header's "Game viewer" link stays on one line.
 */
class PhoneLayoutTest {
    private static final int WIDTH = 390;

    @TempDir
    static Path runs;
    @TempDir
    static Path downloads;
    static WebServer server;
    static ChromeDriver browser;
    static WebDriverWait wait;

    @BeforeAll
    static void start() {
        Chromium.require();
        WebFixture.evolve(runs, "finished-run", 1);
        server = WebFixture.serve(runs);
        browser = Chromium.open(downloads, WIDTH, 844);
        browser.executeCdpCommand("Emulation.setDeviceMetricsOverride",
                Map.of("width", WIDTH, "height", 844, "deviceScaleFactor", 2, "mobile", true));
        wait = new WebDriverWait(browser, Duration.ofSeconds(60));
        wait.ignoring(StaleElementReferenceException.class);
    }

    @AfterAll
    static void stop() {
        if (browser != null) {
            browser.quit();
        }
        if (server != null) {
            server.close();
        }
    }

    @Test
    void theRunsListAndARunPageFitTheScreen() {
        open("/runs.html", "#runs-table");
        fits("the runs list");
        open("/run.html?run=finished-run", "#champions-table");
        fits("a run page");
    }

    @Test
    void aChampionsGamesTableScrollsInItsBox() {
        open("/champion.html?run=finished-run&generation=1", "#games table");
        fits("a champion's page");
        Number box = (Number) browser.executeScript("return document.getElementById('games').getBoundingClientRect().right;");
        assertTrue(box.doubleValue() <= WIDTH, "the games table's box ends on the screen: " + box);
    }

    @Test
    void theViewersGameListKeepsItsWidthAndTheHeaderItsLine() throws Exception {
        open("/viewer.html", "#file");
        Path pdn = Files.writeString(downloads.resolve("one.pdn"), "[Event \"e\"]\n[Black \"Ann\"]\n[White \"Bob\"]\n\n1. 11-15 22-18 *\n");
        browser.findElement(By.id("file")).sendKeys(pdn.toString());
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector("#viewer .ply")));
        fits("the viewer");
        Number list = (Number) browser.executeScript("return document.getElementById('game').getBoundingClientRect().width;");
        assertTrue(list.doubleValue() >= 200, "the game list is " + list + " px wide");
        Number tab = (Number) browser.executeScript("return [...document.querySelectorAll('header.top nav a')]"
                + ".find(a => a.textContent === 'Game viewer').getClientRects().length;");
        assertEquals(1, tab.intValue(), "the Game viewer link on one line");
        open("/play.html", "#start");
        fits("the play page");
    }

    private static void open(String path, String ready) {
        browser.get(WebFixture.page(server, path));
        wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector(ready)));
    }

    /** The page is no wider than the screen: nothing scrolls sideways. */
    private static void fits(String page) {
        Number width = (Number) browser.executeScript("return document.documentElement.scrollWidth;");
        assertTrue(width.intValue() <= WIDTH, page + " is " + width + " px wide on a " + WIDTH + " px screen");
    }
}
