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
 */
final class Chromium {
    static final Path BINARY = Path.of("/usr/bin/chromium");
    static final Path DRIVER = Path.of("/usr/bin/chromedriver");

    private Chromium() {}

    /** Fails the test class, saying how to install them, when the browser or its driver is missing. */
    static void require() {
        if (!Files.isExecutable(BINARY) || !Files.isExecutable(DRIVER)) {
            fail("the browser tests need Debian's chromium and chromedriver (" + BINARY + ", " + DRIVER
                    + "): apt-get update && apt-get install -y chromium chromium-driver (.ci/run does this)");
        }
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
