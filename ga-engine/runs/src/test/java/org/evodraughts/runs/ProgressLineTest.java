package org.evodraughts.runs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.evodraughts.ga.loop.GenerationReport;
import org.evodraughts.storage.records.YardstickResult;
import org.junit.jupiter.api.Test;

class ProgressLineTest {
    private static GenerationReport report(Map<String, String> stop) {
        return SampleReports.report(7, stop);
    }

    private static GenerationReport report(int generation, Map<String, String> stop, Duration elapsed, Duration first) {
        return SampleReports.report(generation, stop, elapsed, first);
    }

    @Test
    void oneLineWithTheChampionAndTheScoreTable() {
        // Generations 3-7 took 500 s in this session: 100 s each, and 3 are left of 10.
        assertEquals("generation 7 | elapsed 0:08:20 | ETA 0:05:00 | champion 9 points (5-1-2) | points min -2, "
                        + "median 6, max 9 | 12 games of 40 plies, 3.0/s | mean of means 0.52",
                ProgressLine.of(report(Map.of()), RunClock.NEW, List.of("mean of means 0.52")));
        assertEquals("generation 7 | elapsed 0:08:20 | ETA - | champion 9 points (5-1-2) | points min -2, median 6, max 9 "
                + "| 12 games of 40 plies, 3.0/s", ProgressLine.of(report(Map.of("stop.generations", "0")), RunClock.NEW, List.of()));
    }

    /** A terminal gets the brief line: the time, the ETA, the champion's points and its yardstick score. */
    @Test
    void theBriefLineGivesTheTimeTheChampionAndItsYardstickScore() {
        YardstickResult yardstick = new YardstickResult("heuristic:4", 20, 10, 10);
        assertEquals("generation 7 | elapsed 0:08:20, ETA 0:05:00 | champion 9 points (5-1-2) | 62.5% vs heuristic:4",
                ProgressLine.brief(report(Map.of()), RunClock.NEW, Optional.of(yardstick)));
        assertEquals("generation 7 | elapsed 1:08:20 | champion 9 points (5-1-2)", ProgressLine.brief(
                report(Map.of("stop.generations", "0")), new RunClock(Duration.ofHours(1)), Optional.empty()));
    }

    /** With the elites' play-off the champion may stand lower in the tournament: its own points, and where it stands. */
    @Test
    void theElitesPlayoffNamesTheRankItChose() {
        GenerationReport rankOne = report(Map.of("champions.playoffGames", "2"));
        GenerationReport rankThree = new GenerationReport(rankOne.run(), rankOne.generation(), rankOne.population(), 0,
                rankOne.championNetwork(), rankOne.tournament(), rankOne.generationTime(), rankOne.elapsed(),
                rankOne.firstGenerationTime());
        assertEquals("generation 7 | elapsed 0:08:20 | ETA 0:05:00 | champion 3 points (5-1-2) | points min -2, "
                + "median 6, max 9 | 12 games of 40 plies, 3.0/s | the elites' play-off chose rank 3 | mean of means 0.52",
                ProgressLine.of(rankThree, RunClock.NEW, List.of("mean of means 0.52")));
        assertTrue(ProgressLine.of(rankOne, RunClock.NEW, List.of()).endsWith(" | the elites' play-off chose rank 1"));
        assertEquals(3, ProgressLine.parse(ProgressLine.of(rankThree, RunClock.NEW, List.of())).orElseThrow().championPoints());
    }

    /** A resumed run's line gives the run's time over its sessions, and this session's beside it. */
    @Test
    void aResumedRunsLineGivesTheRunsTimeAndThisSessions() {
        RunClock anHourBefore = new RunClock(Duration.ofHours(1));
        String line = ProgressLine.of(report(Map.of()), anHourBefore, List.of());
        assertTrue(line.startsWith("generation 7 | elapsed 1:08:20 (0:08:20 this session) | ETA 0:05:00 | champion 9 points"), line);
        assertEquals(4100L, ProgressLine.parse(line).orElseThrow().elapsedSeconds());
        assertEquals(4100L, GenerationProgress.of(report(Map.of()), anHourBefore).elapsedSeconds());
    }

    /** The reader beside the writer: a log line reads back as the figures it was written from. */
    @Test
    void aLineReadsBackAsItsFigures() {
        GenerationReport report = report(Map.of());
        GenerationProgress written = GenerationProgress.of(report, RunClock.NEW);
        GenerationProgress read = ProgressLine.parse("2026-11-26 00:33:36 INFO  " + ProgressLine.of(report, RunClock.NEW,
                List.of("mean of means 0.52"))).orElseThrow();
        assertEquals(new GenerationProgress(written.generation(), written.elapsedSeconds(), written.etaSeconds(),
                written.championPoints(), written.min(), written.median(), written.max(), written.games(),
                written.meanPlies(), read.gamesPerSecond()), read);
        assertEquals(written.gamesPerSecond(), read.gamesPerSecond(), 0.05);
        assertEquals(null, ProgressLine.parse(ProgressLine.of(report(Map.of("stop.generations", "0")), RunClock.NEW, List.of()))
                .orElseThrow().etaSeconds(), "no ETA");
        assertTrue(ProgressLine.parse("done: generation 6 saved").isEmpty());
    }

    @Test
    void theEtaIsCappedByTheTimeBudgetLeftInWholeGenerations() {
        // 250 s of budget left at 100 s a generation: 3 more generations (the last one overruns).
        assertEquals("ETA 0:05:00", eta(Map.of("stop.generations", "0", "stop.timeBudget", "'750s'")));
        assertEquals("ETA 0:03:20", eta(Map.of("stop.generations", "0", "stop.timeBudget", "'660s'")));
        assertEquals("ETA 0:03:20", eta(Map.of("stop.generations", "9", "stop.timeBudget", "'1h'")));
        assertEquals("ETA 0:00:00", eta(Map.of("stop.generations", "0", "stop.timeBudget", "'5m'")));
    }

    @Test
    void theSessionsFirstGenerationGivesTheEtaUntilThereIsASecond() {
        // The first took 60 s (start-up and compiling included), the next two 20 s each: 5 more of 20 s.
        assertEquals("ETA 0:01:40", eta(report(5, Map.of(), Duration.ofSeconds(100), Duration.ofSeconds(60))));
        // After the first alone, 7 more of 60 s: a first estimate, where a two-generation run had none.
        assertEquals("ETA 0:07:00", eta(report(3, Map.of(), Duration.ofSeconds(60), Duration.ofSeconds(60))));
        assertEquals(420L, GenerationProgress.of(report(3, Map.of(), Duration.ofSeconds(60), Duration.ofSeconds(60)),
                RunClock.NEW).etaSeconds());
        // 3,540 s of budget left: 59 more generations of 60 s.
        assertEquals("ETA 0:59:00", eta(report(3, Map.of("stop.generations", "0", "stop.timeBudget", "'1h'"),
                Duration.ofSeconds(60), Duration.ofSeconds(60))));
        assertEquals("ETA -", eta(report(3, Map.of("stop.generations", "0"), Duration.ofSeconds(60), Duration.ofSeconds(60))));
        assertEquals("ETA 0:00:00", eta(report(10, Map.of(), Duration.ofSeconds(60), Duration.ofSeconds(60))));
    }

    private static String eta(Map<String, String> stop) {
        return eta(report(stop));
    }

    private static String eta(GenerationReport report) {
        return ProgressLine.of(report, RunClock.NEW, List.of()).split(" \\| ")[2];
    }
}
