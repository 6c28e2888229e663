package org.evodraughts.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The play page's Run menu shows a run's whole name, as long as a real run's id
 * ({@code 20261128-101500-seed7}): it was cut after "20261128-101500-seed7 (2 cha" on a desktop,
 * where it shared its line with the generation. On a phone and on two desktops, in headless
 * Chromium; the chosen run's champions are counted under the menu.
 */
class PlayRunMenuTest {
    private static final String RUN = "20261128-101500-seed7";

    @TempDir
    static Path runs;
    @TempDir
    static Path downloads;
    static WebServer server;

    @BeforeAll
    static void start() {
        Chromium.require();
        EvolvedRuns.evolve(runs, RUN, 1);
        server = WebFixture.serve(runs);
    }

    @AfterAll
    static void stop() {
        if (server != null) {
            server.close();
        }
    }

    @ParameterizedTest
    @CsvSource({"390, 844, true", "1024, 768, false", "1366, 1000, false"})
    void theRunMenuShowsTheWholeName(int width, int height, boolean phone) {
        ChromeDriver browser = Chromium.open(downloads, width, height);
        try {
            if (phone) {
                browser.executeCdpCommand("Emulation.setDeviceMetricsOverride",
                        Map.of("width", width, "height", height, "deviceScaleFactor", 2, "mobile", true));
            }
            browser.get(WebFixture.page(server, "/play.html?run=" + RUN));
            new WebDriverWait(browser, Duration.ofSeconds(60))
                    .until(d -> d.findElement(By.id("run")).getText().contains(RUN));
            // The width the chosen name needs: the same menu holding only it, as wide as its content.
            @SuppressWarnings("unchecked")
            List<Object> sizes = (List<Object>) browser.executeScript("""
                    const menu = document.getElementById('run');
                    const probe = menu.cloneNode(false);
                    probe.removeAttribute('id');
                    probe.append(new Option(menu.selectedOptions[0].text));
                    probe.style.cssText = 'position: absolute; visibility: hidden; width: max-content';
                    menu.parentNode.append(probe);
                    const needed = probe.getBoundingClientRect().width;
                    probe.remove();
                    return [menu.selectedOptions[0].text, needed, menu.getBoundingClientRect().width];
                    """);
            double needed = ((Number) sizes.get(1)).doubleValue(), shown = ((Number) sizes.get(2)).doubleValue();
            assertTrue(needed <= shown + 0.5, "at " + width + " × " + height + " '" + sizes.get(0) + "' needs " + needed
                    + " px, the menu is " + shown + " px");
            assertEquals("2 champions", browser.findElement(By.id("run-champions")).getText());
        } finally {
            browser.quit();
        }
    }
}
