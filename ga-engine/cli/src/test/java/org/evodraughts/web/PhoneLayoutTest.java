package org.evodraughts.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Every page on a phone (a 390 × 844 CSS-pixel screen, emulated in headless Chromium): none is
 * wider than the screen (the runs list and a run page were 718 and 689 px wide), wide tables
 * scroll in their own box, faded on the side where they are cut (they were cut with no sign
 * that they scroll), the viewer's game list keeps a usable width (it was squeezed to about 50 px)
 * and the header's "Game viewer" link stays on one line. The run has a real run's kind of id.
 */
class PhoneLayoutTest {
    private static final int WIDTH = 390;
    private static final String RUN = "20261128-101500-seed7";

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
        EvolvedRuns.evolve(runs, RUN, 1);
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
        open("/run.html?run=" + RUN, "#champions-table");
        fits("a run page");
    }

    @Test
    void aChampionsGamesTableScrollsInItsBox() {
        open("/champion.html?run=" + RUN + "&generation=1", "#games table");
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

    @Test
    void aTableCutByTheScreenScrollsInItsBoxFadedOnTheCutSide() {
        open("/runs.html", "#runs-table");
        assertTrue(cutTables() > 0, "the runs list is cut on a phone");
        open("/run.html?run=" + RUN, "#champions-table");
        cutTables();
        open("/champion.html?run=" + RUN + "&generation=1", "#games table");
        cutTables();
    }

    /**
     * Checks every table box on the page and returns how many cut their table: such a box
     * scrolls sideways, and is faded on the cut side only (the right one, then the left one
     * once scrolled to the end); a box that cuts nothing is not faded.
     */
    @SuppressWarnings("unchecked")
    private static int cutTables() {
        List<Map<String, Object>> boxes = (List<Map<String, Object>>) browser.executeScript(
                "return [...document.querySelectorAll('.table-box')].map(b => ({ id: b.id, cut: b.scrollWidth > b.clientWidth + 1,"
                        + " overflow: getComputedStyle(b).overflowX, mask: getComputedStyle(b).maskImage }));");
        int cut = 0;
        for (Map<String, Object> box : boxes) {
            String id = (String) box.get("id");
            if (!(Boolean) box.get("cut")) {
                assertEquals("none", box.get("mask"), id + " cuts nothing and is not faded");
                continue;
            }
            cut++;
            assertTrue(List.of("auto", "scroll").contains(box.get("overflow")), id + " scrolls: " + box);
            assertEquals("right", fadedSides(id), id + " is faded on the right, where it is cut");
            browser.executeScript("const b = document.getElementById(arguments[0]); b.scrollLeft = b.scrollWidth;", id);
            wait.until(d -> fadedSides(id).equals("left"));
            Number left = (Number) browser.executeScript("return document.getElementById(arguments[0]).scrollLeft;", id);
            assertTrue(left.doubleValue() > 0, id + " scrolled");
        }
        return cut;
    }

    /**
     * The sides of a box where its table fades out, as the screen shows it: {@code left},
     * {@code right}, {@code left right} or empty. A side is faded when the column of pixels just
     * inside that edge is the panel's white from top to bottom: the table's lines (the header's
     * rule, the rows' borders) run to both edges of an unfaded box.
     */
    @SuppressWarnings("unchecked")
    private static String fadedSides(String id) {
        Map<String, Number> box = (Map<String, Number>) browser.executeScript("""
                const box = document.getElementById(arguments[0]);
                box.scrollIntoView({ block: 'center', inline: 'nearest' });
                const r = box.getBoundingClientRect();
                return { left: r.left, right: r.right, top: Math.max(0, r.top), bottom: Math.min(innerHeight, r.bottom),
                    width: innerWidth };
                """, id);
        BufferedImage shot;
        try {
            shot = ImageIO.read(new ByteArrayInputStream(browser.getScreenshotAs(OutputType.BYTES)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        double scale = shot.getWidth() / box.get("width").doubleValue();
        List<String> faded = new ArrayList<>();
        if (white(shot, (box.get("left").doubleValue() + 1) * scale, box, scale)) {
            faded.add("left");
        }
        if (white(shot, (box.get("right").doubleValue() - 2) * scale, box, scale)) {
            faded.add("right");
        }
        return String.join(" ", faded);
    }

    /** Whether the screenshot's column {@code x} is white over the box's height. */
    private static boolean white(BufferedImage shot, double x, Map<String, Number> box, double scale) {
        int column = (int) Math.round(x);
        int bottom = Math.min(shot.getHeight(), (int) (box.get("bottom").doubleValue() * scale));
        for (int y = (int) Math.ceil(box.get("top").doubleValue() * scale); y < bottom; y++) {
            int rgb = shot.getRGB(column, y);
            if ((rgb >> 16 & 0xff) < 245 || (rgb >> 8 & 0xff) < 245 || (rgb & 0xff) < 245) {
                return false;
            }
        }
        return true;
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
