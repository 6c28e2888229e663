package org.evodraughts.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.FileOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import org.evodraughts.files.SpecialFiles;
import org.evodraughts.storage.layout.RunLayout;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Another user may plant a FIFO in their own run of a shared runs directory. Opening one to read
 * blocks until something writes to it: {@code run.lock} read as a FIFO, under the lock every
 * request shares, hung the whole of {@code serve}, its first runs list included. Only regular
 * files are read, so the runs list and every other run's page answer at once.
 */
class PlantedFifosTest {
    /** Far longer than any answer here takes, far shorter than for ever. */
    private static final Duration PROMPTLY = Duration.ofSeconds(20);
    private static final List<Path> FIFOS = new ArrayList<>();

    @RegisterExtension
    static final ServedRuns SERVED = new ServedRuns(runs -> {
        EvolvedRuns.evolve(runs, "good", 1);
        plant(runs.resolve("lock"), RunLayout::lock);
        plant(runs.resolve("record"), RunLayout::runRecord);
        for (Function<RunLayout, Path> file : List.<Function<RunLayout, Path>>of(RunLayout::lock, RunLayout::runRecord,
                RunLayout::config, RunLayout::progress, RunLayout::log, layout -> layout.ladder().resolve("ladder.csv"))) {
            plant(runs.resolve("every"), file);
        }
    });

    /**
     * A run directory (its {@code champions/} and {@code run-id}, as a run that has begun) with a
     * FIFO for one of its files.
     */
    private static void plant(Path run, Function<RunLayout, Path> file) throws Exception {
        RunLayout layout = RunLayout.of(run);
        Files.createDirectories(layout.champions());
        if (Files.notExists(layout.runId())) {
            Files.writeString(layout.runId(), run.getFileName() + "\n");
        }
        Path fifo = file.apply(layout);
        Files.createDirectories(fifo.getParent());
        FIFOS.add(SpecialFiles.fifo(fifo));
    }

    @Test
    void theRunsListAndTheOtherRunsPagesAnswer() throws Exception {
        JsonNode runs = WebFixture.ok(promptly("/api/runs"));
        Set<String> ids = new TreeSet<>();
        runs.forEach(run -> ids.add(run.get("id").asText()));
        assertEquals(Set.of("every", "good", "lock", "record"), ids, runs.toString());
        JsonNode good = WebFixture.ok(promptly("/api/runs/good"));
        assertEquals(1, good.get("generation").asInt(), good.toString());
        assertTrue(good.get("champions").size() > 0, good.toString());
        WebFixture.ok(promptly("/api/runs/good/population"));
        for (String planted : List.of("lock", "record", "every")) {
            int status = promptly("/api/runs/" + planted).status();
            assertTrue(status == 200 || status == 404, planted + ": " + status);
            promptly("/api/runs/" + planted + "/population");
            promptly("/api/runs/" + planted + "/ladder");
        }
        WebFixture.ok(promptly("/api/runs"));
    }

    /** Lets a reader blocked on a FIFO go (where one still is), so that the server can close. */
    @AfterAll
    static void releaseReaders() {
        for (Path fifo : FIFOS) {
            Thread.ofPlatform().daemon().start(() -> {
                try (FileOutputStream _ = new FileOutputStream(fifo.toFile())) {
                    // Opened and closed: a reader waiting on the FIFO reads its end.
                } catch (Exception e) {
                    // Gone already.
                }
            });
        }
    }

    private static WebFixture.Response promptly(String path) {
        return assertTimeoutPreemptively(PROMPTLY, () -> WebFixture.get(SERVED.server(), path), path + " did not answer");
    }
}
