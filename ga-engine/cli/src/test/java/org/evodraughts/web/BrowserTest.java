package org.evodraughts.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.evodraughts.champions.ChampionFile;
import org.evodraughts.checkers.notation.Pdn;
import org.evodraughts.checkers.notation.PdnGame;
import org.evodraughts.storage.layout.RunLayout;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The pages in a real headless Chromium (Debian's {@code chromium} and {@code chromium-driver},
 * never a downloaded browser): a game with a multi-jump, a refused non-capture, undo and the
 * PDN download read back; a run page that shows a new generation while {@code evolve} runs in
 * another process; a PDN import with an error. With {@code -Dweb.screenshots=DIR} it also
 * saves a screenshot of each page there (docs/img/web).
 */
class BrowserTest {
    @TempDir
    static Path runs;
    @TempDir
    Path downloads;
    static WebServer server;
    ChromeDriver browser;
    WebDriverWait wait;

    @BeforeAll
    static void start() {
        Chromium.require();
        EvolvedRuns.ladder(EvolvedRuns.evolve(runs, "finished-run", 1));
        server = WebFixture.serve(runs);
    }

    @AfterAll
    static void stop() {
        if (server != null) {
            server.close();
        }
    }

    @BeforeEach
    void openBrowser() {
        browser = Chromium.open(downloads, 1366, 1000);
        wait = new WebDriverWait(browser, Duration.ofSeconds(60));
        wait.ignoring(StaleElementReferenceException.class); // the run page redraws its tables as the run goes
    }

    @AfterEach
    void closeBrowser() {
        if (browser != null) {
            browser.quit();
        }
    }

    @Test
    void aGameWithAMultiJumpARefusedStepUndoAndThePdnDownload() throws Exception {
        startGame(WebApiTest.DOUBLE_JUMP, "heuristic:1");
        assertEquals(32, browser.findElements(By.cssSelector("svg.board g.sq")).size());
        assertTrue(status().contains("you must capture"), status());

        // The man on 1 could step to 5, but a capture exists: refused, with the reason in words.
        square(1).click();
        assertTrue(message().contains("You must capture"), message());
        square(6).click();
        square(9).click(); // a step of the capturing man
        assertTrue(message().contains("You must capture"), message());
        assertEquals(0, moves().size());

        // The double jump, a landing square at a time; then the reply, then the last capture.
        square(6).click();
        square(15).click();
        assertEquals(0, moves().size(), "the move waits for its last landing square");
        square(22).click();
        waitForMoves(2);
        assertEquals("6x15x22", moves().getFirst());
        assertEquals(2, moves().size());
        screenshot("play-midgame");

        browser.findElement(By.id("undo")).click();
        wait.until(d -> moves().isEmpty());
        assertEquals("b", piece(6));

        square(6).click();
        square(22).click(); // the end square alone is enough when one route leads there
        waitForMoves(2);
        square(22).click(); // White's reply leaves the man on 22 a capture that ends the game
        WebElement target = browser.findElement(By.cssSelector("svg.board circle[fill='#ffd54a']"));
        target.findElement(By.xpath("..")).click();
        wait.until(d -> status().contains("You won"));
        assertEquals(3, moves().size());

        browser.findElement(By.id("download")).click();
        Path file = waitForDownload();
        PdnGame game = Pdn.read(file).getFirst();
        assertEquals(3, game.moves().size());
        assertEquals("1-0", game.result());
        assertEquals("you", game.tags().get("Black"));
    }

    /** A page opened without the token is refused with a styled page: its stylesheet is not refused too. */
    @Test
    void theRefusedPageIsStyled() {
        browser.get(WebFixture.uri(server, "/runs.html").toString());
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.tagName("h1"), "Error 401"));
        assertEquals("rgb(244, 241, 234)", browser.executeScript("return getComputedStyle(document.body).backgroundColor;"),
                "the page's colour, from the stylesheet");
    }

    @Test
    void playingBlackTheBoardStartsTurnedWithYourPiecesAtTheBottom() {
        startGame("", "random"); // the form's colour: black
        assertEquals("700", square(1).findElement(By.tagName("rect")).getAttribute("y"), "square 1 at the bottom");
        assertEquals("b", piece(1));
        browser.findElement(By.id("flip")).click();
        assertEquals("0", square(1).findElement(By.tagName("rect")).getAttribute("y"), "Flip board turns it back");
    }

    @Test
    void severalMovesFromTheStartAgainstARunsChampion() throws Exception {
        browser.get(WebFixture.page(server, "/play.html"));
        wait.until(d -> !new Select(d.findElement(By.id("run"))).getOptions().isEmpty()
                && d.findElement(By.cssSelector("input[value=champion]")).isSelected());
        browser.findElement(By.id("search")).clear();
        browser.findElement(By.id("search")).sendKeys("minimax:2");
        browser.findElement(By.id("time")).clear();
        browser.findElement(By.id("time")).sendKeys("0.3");
        browser.findElement(By.id("start")).click();
        waitForYourTurnOrEnd();
        for (int ply = 0; ply < 3; ply++) {
            @SuppressWarnings("unchecked")
            List<Long> path = (List<Long>) browser.executeAsyncScript("""
                    const done = arguments[arguments.length - 1];
                    fetch('/api/play/' + sessionStorage.getItem('evodraughts.game')).then(r => r.json()).then(s => done(s.legal[0].path));""");
            for (Long square : path) {
                square(square.intValue()).click();
            }
            waitForMoves(2 * ply + 2);
        }
        assertEquals(6, moves().size(), String.join(" ", moves()));
        assertTrue(browser.findElement(By.id("opponent-info")).getText().contains("depth"),
                browser.findElement(By.id("opponent-info")).getText());
    }

    /**
     * A page opened for a run that does not exist shows its error alone, with the way to the
     * runs, and stops asking: no live dot ("reconnecting"), no empty charts, no request every
     * few seconds for ever.
     */
    @Test
    void anUnknownRunsPageShowsOnlyItsErrorAndStopsAsking() throws Exception {
        browser.get(WebFixture.page(server, "/run.html?run=no-such-run"));
        wait.until(d -> d.findElement(By.id("message")).getText().contains("unknown run 'no-such-run'"));
        assertFalse(browser.findElement(By.id("dashboard")).isDisplayed(), "no cards, charts or tables");
        assertFalse(browser.findElement(By.id("live")).isDisplayed(), "no live dot");
        assertTrue(browser.findElement(By.cssSelector("#message a")).getAttribute("href").endsWith("/runs.html"));
        String asked = "return performance.getEntriesByType('resource').filter(e => e.name.includes('/api/runs/no-such-run')).length";
        Object before = browser.executeScript(asked);
        Thread.sleep(7000); // more than two rounds of the page's retries (every 3 s) while a server is away
        assertEquals(before, browser.executeScript(asked), "no request after the error");
    }

    @Test
    void aRunPageShowsANewGenerationWhileEvolveRuns() throws Exception {
        Path run = runs.resolve("live-run");
        // Opened before the run exists (a person quicker than evolve): the page says there is
        // no such run and stops asking; once the run has started, a reload follows it live.
        browser.get(WebFixture.page(server, "/run.html?run=live-run"));
        wait.until(d -> d.findElement(By.id("message")).getText().contains("unknown run"));
        // Enough generations that the run is still going while the page is looked at: three ended
        // within a second on a quiet machine, before the page could show it live.
        Process evolve = new ProcessBuilder(EvolvedRuns.childCommand(EvolvedRuns.tinyEvolve(run, 1000)))
                .redirectErrorStream(true).redirectOutput(runs.resolve("live-run.out").toFile()).start();
        try {
            new WebDriverWait(browser, Duration.ofMinutes(4)).until(d -> Files.exists(RunLayout.of(run).config()));
            browser.navigate().refresh();
            wait.until(d -> d.findElement(By.id("dashboard")).isDisplayed());
            browser.executeScript("window.notReloaded = true;");
            // Read inside the waits: the page redraws these elements as the run goes.
            int first = new WebDriverWait(browser, Duration.ofMinutes(4)).ignoring(StaleElementReferenceException.class)
                    .until(d -> d.findElements(By.id("generation")).stream().map(WebElement::getText)
                            .filter(text -> text.matches("\\d+")).map(Integer::valueOf).findFirst().orElse(null));
            wait.until(d -> d.findElement(By.id("live-text")).getText().equals("live"));
            wait.until(d -> d.findElement(By.id("status-badge")).getText().equals("running"));
            new WebDriverWait(browser, Duration.ofMinutes(4)).ignoring(StaleElementReferenceException.class).until(d ->
                    Integer.parseInt(d.findElement(By.id("generation")).getText()) > first);
            assertEquals(Boolean.TRUE, browser.executeScript("return window.notReloaded === true;"), "updated without a reload");
        } finally {
            evolve.destroy();
            evolve.waitFor();
        }
    }

    /** A run with islands: the run page's champions table has an Island column with each champion's island. */
    @Test
    void theRunPageOfARunWithIslandsShowsEachChampionsIsland(@TempDir Path islandRuns) throws Exception {
        Path run = EvolvedRuns.evolve(islandRuns, "island-run", 1, "--set", "islands.count=2", "--set", "islands.migrants=1");
        try (WebServer islands = WebFixture.serve(islandRuns)) {
            browser.get(WebFixture.page(islands, "/run.html?run=island-run"));
            // Read each time from the page as it is: the table may be drawn again as more arrives.
            List<String> headings = wait.until(d -> {
                List<String> read = d.findElements(By.cssSelector("#champions-table thead th")).stream().map(WebElement::getText)
                        .toList();
                return read.size() >= 3 ? read.subList(0, 3) : null;
            });
            assertEquals(List.of("Generation", "Island", "Points"), headings);
            for (int generation = 0; generation <= 1; generation++) {
                String island = String.valueOf(ChampionFile.read(run, generation).island().getAsInt());
                By cell = By.cssSelector("#champions-table tr[data-generation='" + generation + "'] td:nth-child(2)");
                wait.until(d -> d.findElements(cell).stream().anyMatch(c -> c.getText().equals(island)));
            }
        }
        browser.get(WebFixture.page(server, "/run.html?run=finished-run"));
        WebElement plain = wait.until(ExpectedConditions.presenceOfElementLocated(By.id("champions-table")));
        assertFalse(plain.getText().contains("Island"), "a run without islands has no Island column");
    }

    @Test
    void theRunsListTheRunPageAndAChampionsGames() throws Exception {
        browser.get(WebFixture.page(server, "/runs.html"));
        WebElement row = wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("tr[data-run='finished-run']")));
        assertTrue(row.getText().contains("finished"), row.getText());
        screenshot("runs");
        assertTrue(row.getText().contains("1 of 1"), "the generation with its target: " + row.getText());
        row.click();
        // A finished run is not live: no green dot.
        wait.until(d -> d.findElement(By.id("live-text")).getText().equals("not running"));
        assertFalse(browser.findElement(By.id("live")).getAttribute("class").contains("on"));
        wait.until(ExpectedConditions.presenceOfElementLocated(By.id("champions-table")));
        assertTrue(browser.findElement(By.id("chart-ladder")).isDisplayed(), "the ladder's chart is shown");
        assertEquals(2L, browser.executeScript("return Chart.getChart('chart-ladder').data.datasets"
                + ".find(d => d.label === 'champions').data.length"), "a point for each rated champion");
        assertEquals(List.of(0L, 1L), browser.executeScript("return Chart.getChart('chart-ladder').data.datasets"
                + ".find(d => d.label === 'champions').data.map(p => p.x)"));
        screenshot("run");
        wait.until(d -> {
            d.findElement(By.cssSelector("tr[data-generation='1']")).click();
            return true;
        });
        WebElement game = wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#games-table tr.link")));
        game.click();
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector("#viewer .ply")));
        browser.findElement(By.cssSelector("#viewer [data-act=next]")).click();
        browser.findElement(By.cssSelector("#viewer [data-act=next]")).click();
        assertTrue(browser.findElement(By.cssSelector("#viewer .ply.current")).getText().matches("\\d+[-x]\\d+.*"));
        screenshot("champion");
    }

    /**
     * A champion with more games than its page lists at first says so under the table ("showing
     * 50 of 60 games — show all"), where a scrolling box hid them without a word; a game asked
     * for by the address beyond them is listed and chosen.
     */
    @Test
    void aChampionsGamesTableSaysWhenItHidesGamesAndShowsThemAll(@TempDir Path manyGames) throws Exception {
        EvolvedRuns.evolve(manyGames, "many-games", 1, "--set", "champions.baselines=random", "--set",
                "champions.gamesPerBaseline=60", "--set", "champions.yardstickEvery=0");
        try (WebServer served = WebFixture.serve(manyGames)) {
            browser.get(WebFixture.page(served, "/champion.html?run=many-games&generation=0"));
            WebElement cue = wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("games-rows-cue")));
            assertEquals("showing 50 of 60 games — show all", cue.getText());
            assertEquals(50, browser.findElements(By.cssSelector("#games-table tbody tr")).size());
            cue.findElement(By.tagName("button")).click();
            wait.until(d -> d.findElements(By.cssSelector("#games-table tbody tr")).size() == 60);
            assertFalse(cue.isDisplayed(), "nothing is hidden any more");

            browser.get(WebFixture.page(served, "/champion.html?run=many-games&generation=0&game=57"));
            wait.until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector("#games-table tr.selected[data-game='57']")));
            assertEquals(60, browser.findElements(By.cssSelector("#games-table tbody tr")).size());
        }
    }

    @Test
    void aPdnImportShowsTheReadersErrorAndAGoodFileIsShown() throws Exception {
        browser.get(WebFixture.page(server, "/viewer.html"));
        Path bad = downloads.resolve("bad.pdn");
        Files.writeString(bad, "[Event \"x\"]\n\n1. 11-15 22-18 2. 15-19 *\n");
        browser.findElement(By.id("file")).sendKeys(bad.toString());
        WebElement message = wait.until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector("#message.error")));
        assertTrue(message.getText().contains("game 1, move 2") && message.getText().contains("line"), message.getText());

        Path good = downloads.resolve("good.pdn");
        Files.writeString(good, "[Event \"demo\"]\n[Black \"Ann\"]\n[White \"Bob\"]\n\n1. 11-15 22-18 2. 15x22 25x18 3. 8-11 29-25 *\n");
        browser.findElement(By.id("file")).sendKeys(good.toString());
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector("#message.info")));
        assertEquals(6, browser.findElements(By.cssSelector("#viewer .ply")).size());
        browser.findElement(By.cssSelector("#viewer [data-act=last]")).click();
        assertEquals("29-25", browser.findElement(By.cssSelector("#viewer .ply.current")).getText());
        // Drawn, not a font's glyph, so no font can show a missing-glyph box instead.
        assertEquals(2, browser.findElements(By.cssSelector("#viewer [data-act=first] svg, #viewer [data-act=last] svg")).size());
        screenshot("viewer");
    }

    /**
     * A crafted PDN whose tags hold markup: the page shows the text as it is and runs none of
     * it (the game list, the players, the event), since data only ever becomes text nodes.
     */
    @Test
    void aPdnWhoseTagsHoldMarkupShowsThemAsTextAndRunsNoScript() throws Exception {
        browser.get(WebFixture.page(server, "/viewer.html"));
        // No double quotes: a PDN tag's value ends at one.
        String black = "<img src=x onerror=window.pwned='black'>";
        String white = "<svg onload=window.pwned='white'></svg>";
        String event = "<b onmouseover=window.pwned='event'>bold</b>";
        Path crafted = downloads.resolve("crafted.pdn");
        String game = "[Event \"" + event + "\"]\n[Black \"" + black + "\"]\n[White \"" + white + "\"]\n\n1. 11-15 22-18 *\n\n";
        Files.writeString(crafted, game + game);
        browser.findElement(By.id("file")).sendKeys(crafted.toString());
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector("#message.info")));
        Thread.sleep(500); // an image's error handler would run once its load fails
        assertEquals(null, browser.executeScript("return window.pwned === undefined ? null : window.pwned;"));
        assertEquals(0, browser.findElements(By.cssSelector("#main img, #main b[onmouseover], #viewer svg[onload]")).size());
        assertEquals("1. " + black + " – " + white + " *", new Select(browser.findElement(By.id("game"))).getOptions().getFirst().getText());
        String tags = browser.findElement(By.cssSelector("#viewer .tags")).getText();
        assertTrue(tags.contains(black + " (Black) – " + white + " (White)") && tags.contains(event), tags);
    }

    // ---- helpers ----

    private void startGame(String fen, String baseline) {
        browser.get(WebFixture.page(server, "/play.html"));
        wait.until(d -> !new Select(d.findElement(By.id("run"))).getOptions().isEmpty());
        browser.findElement(By.cssSelector("input[value=baseline]")).findElement(By.xpath("..")).click();
        new Select(browser.findElement(By.id("baseline"))).selectByValue(baseline);
        browser.findElement(By.id("time")).clear();
        browser.findElement(By.id("time")).sendKeys("0.2");
        browser.findElement(By.id("fen")).sendKeys(fen);
        browser.findElement(By.id("start")).click();
        waitForYourTurnOrEnd();
    }

    private WebElement square(int square) {
        return browser.findElement(By.cssSelector("svg.board g[data-square='" + square + "']"));
    }

    private String piece(int square) {
        List<WebElement> titles = square(square).findElements(By.tagName("title"));
        return titles.isEmpty() ? "" : titles.getFirst().getAttribute("textContent").startsWith("black") ? "b" : "w";
    }

    private String status() {
        return browser.findElement(By.id("status")).getText();
    }

    private String message() {
        return browser.findElement(By.id("message")).getText();
    }

    private List<String> moves() {
        return browser.findElements(By.cssSelector("#moves .ply")).stream().map(WebElement::getText).toList();
    }

    /** Waits for the move list to hold {@code n} moves, then for the person's turn or the end. */
    private void waitForMoves(int n) {
        wait.until(d -> moves().size() >= n);
        waitForYourTurnOrEnd();
    }

    private void waitForYourTurnOrEnd() {
        wait.until(d -> {
            String state = d.findElement(By.id("status")).getAttribute("data-state");
            return "your-turn".equals(state) || "over".equals(state);
        });
    }

    private Path waitForDownload() throws Exception {
        long end = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (System.nanoTime() < end) {
            try (Stream<Path> files = Files.list(downloads)) {
                List<Path> done = files.filter(f -> f.toString().endsWith(".pdn") && !f.getFileName().toString().startsWith("bad")
                        && !f.getFileName().toString().startsWith("good")).toList();
                if (!done.isEmpty()) {
                    return done.getFirst();
                }
            }
            Thread.sleep(100);
        }
        throw new AssertionError("no PDN file was downloaded into " + downloads);
    }

    private void screenshot(String name) throws IOException {
        String directory = System.getProperty("web.screenshots");
        if (directory != null) {
            browser.manage().window().setSize(new Dimension(1366, 1000));
            browser.executeScript("window.scrollTo(0, 0);");
            File shot = browser.getScreenshotAs(OutputType.FILE);
            Files.copy(shot.toPath(), Path.of(directory).resolve(name + ".png"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
