package org.evodraughts.web;

import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * Debian's headless Chromium through its chromedriver, for the browser tests: never a
 * downloaded browser or driver (the driver is named outright, so Selenium Manager looks for none).
 * They are {@code /usr/bin/chromium} and {@code /usr/bin/chromedriver}, or where the environment's
 * {@code EVODRAUGHTS_CHROMIUM} and {@code EVODRAUGHTS_CHROMEDRIVER} say, as {@code ./evodraughts test}
 * looks for them before Maven starts.
 */
final class Chromium {
    static final Path BINARY = located("EVODRAUGHTS_CHROMIUM", "/usr/bin/chromium");
    static final Path DRIVER = located("EVODRAUGHTS_CHROMEDRIVER", "/usr/bin/chromedriver");

    private Chromium() {}

    /** Fails the test class, saying how to install them, when the browser or its driver is missing. */
    static void require() {
        if (!Files.isExecutable(BINARY) || !Files.isExecutable(DRIVER)) {
            fail("the browser tests need Debian's chromium and chromedriver (" + BINARY + ", " + DRIVER
                    + "): sudo apt-get install chromium chromium-driver (.ci/run does this)");
        }
    }

    private static Path located(String variable, String usual) {
        String set = System.getenv(variable);
        return Path.of(set == null || set.isEmpty() ? usual : set);
    }

    /** A new headless browser with a window of {@code width} × {@code height}, downloading into {@code downloads}. */
    static ChromeDriver open(Path downloads, int width, int height) {
        ChromeOptions options = new ChromeOptions();
        options.setBinary(BINARY.toFile());
        options.addArguments("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                "--window-size=" + width + "," + height, "--hide-scrollbars");
        options.setExperimentalOption("prefs", Map.of("download.default_directory", downloads.toString(),
                "download.prompt_for_download", false));
        return new ChromeDriver(new ChromeDriverService.Builder().usingDriverExecutable(DRIVER.toFile()).build(), options);
    }
}
