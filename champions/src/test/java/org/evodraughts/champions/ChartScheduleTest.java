package org.evodraughts.champions;

import org.evodraughts.run.RunId;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.concurrent.TimeUnit;
import org.evodraughts.storage.layout.RunLayout;
import org.evodraughts.storage.records.ChampionSummary;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.LoggerFactory;

/** A failure to draw the charts is told once, not at every try of a night-long run. */
class ChartScheduleTest {
    private static final List<ChampionSummary> CHAMPIONS = List.of(
            new ChampionSummary(RunId.of("r"), 0, 9, OptionalDouble.empty(), Map.of("random", 1.0)),
            new ChampionSummary(RunId.of("r"), 1, 7, OptionalDouble.of(0.25), Map.of("random", 0.5)));

    @TempDir
    Path run;

    private final Logger logger = (Logger) LoggerFactory.getLogger(ChartSchedule.class);
    private final ListAppender<ILoggingEvent> logged = new ListAppender<>();

    @BeforeEach
    void listen() {
        logged.start();
        logger.addAppender(logged);
    }

    @AfterEach
    void stopListening() {
        logger.detachAppender(logged);
    }

    private List<String> warnings() {
        return logged.list.stream().filter(e -> e.getLevel() == Level.WARN).map(ILoggingEvent::getFormattedMessage).toList();
    }

    @Test
    void aFailureThatComesBackIsWarnedOfOnceAndAgainOnlyAfterASuccess() throws Exception {
        Path charts = run.resolve("charts");
        Files.writeString(charts, "a file where the charts' directory belongs");
        ChartSchedule schedule = new ChartSchedule(RunId.of("r"), RunLayout.of(run));

        for (int attempt = 0; attempt < 5; attempt++) {
            assertEquals(List.of(), schedule.drawNow(CHAMPIONS), "nothing drawn while the directory cannot be made");
        }
        assertEquals(1, warnings().size(), "five failures, one warning: " + warnings());
        assertTrue(warnings().getFirst().contains("./evodraughts report --run " + run), warnings().getFirst());

        Files.delete(charts);
        assertFalse(schedule.drawNow(CHAMPIONS).isEmpty(), "drawn once the directory can be made");
        assertEquals(1, warnings().size());

        try (var files = Files.list(charts)) {
            for (Path file : files.toList()) {
                Files.delete(file);
            }
        }
        Files.delete(charts);
        Files.writeString(charts, "in the way again");
        schedule.drawNow(CHAMPIONS);
        assertEquals(2, warnings().size(), "a failure after a success is told again");
    }

    /**
     * A run stopped (TERM, Ctrl-C) while its charts are drawn: the drawing runs during the JVM's
     * shutdown, where ImageIO's file cache could not register its hook and the run said
     * "IllegalStateException: Shutdown in progress; the run goes on without them". Now they are
     * drawn. In a JVM of its own, whose shutdown hook draws them as a stopping run does.
     */
    @Test
    void chartsDrawnWhileTheProcessStopsAreDrawn() throws Exception {
        Path charts = run.resolve("charts");
        Process drawing = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), DrawnAtShutdown.class.getName(), run.toString())
                .redirectErrorStream(true).start();
        String said = new String(drawing.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(drawing.waitFor(60, TimeUnit.SECONDS));
        assertTrue(said.contains("drew 10 files"), said);
        assertFalse(said.contains("Exception"), said);
        assertTrue(Files.size(charts.resolve("mean-of-means.png")) > 0);
    }

    /** Draws the charts into the run directory its argument names from a shutdown hook, and says how many it drew. */
    static final class DrawnAtShutdown {
        public static void main(String[] args) {
            Runtime.getRuntime().addShutdownHook(new Thread(() -> System.out.println(
                    "drew " + new ChartSchedule(RunId.of("r"), RunLayout.of(Path.of(args[0]))).drawNow(CHAMPIONS).size() + " files")));
        }
    }
}
