package org.evodraughts.ga.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.ArrayList;
import java.util.Map;
import org.evodraughts.checkers.DrawRules;
import org.evodraughts.checkers.search.AlphaBetaSettings;
import org.evodraughts.checkers.search.MctsSettings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ConfigFilesTest {
    static final Path CONFIG_DIR = Path.of("../..", "config");

    private static String error(String yaml) {
        return assertThrows(IllegalArgumentException.class, () -> ConfigFiles.parse(yaml, "x.yaml", Map.of())).getMessage();
    }

    @Test
    void anEmptyFileGivesTheDefaultsWhichAreSeed001s() {
        EvolutionConfig c = ConfigFiles.parse("", "empty.yaml", Map.of());
        assertEquals(EvolutionConfig.defaults(), c);
        assertEquals(15, c.population().size());
        assertEquals(5, c.population().elites());
        assertEquals(TournamentScheme.ROUND_ROBIN, c.tournament().scheme());
        assertEquals(AlphaBetaSettings.depth(4), c.tournament().search().settings());
        assertEquals(DrawRules.STANDARD, c.tournament().drawRules());
        assertEquals(List.of(2, 0, -1), List.of(c.tournament().winPoints(), c.tournament().drawPoints(),
                c.tournament().lossPoints()));
    }

    @Test
    void theShippedConfigsAreValidAndDefaultYamlHoldsTheDefaults() throws IOException {
        assertEquals(EvolutionConfig.defaults(), ConfigFiles.read(CONFIG_DIR.resolve("default.yaml"), Map.of()));
        EvolutionConfig quick = ConfigFiles.read(CONFIG_DIR.resolve("quick.yaml"), Map.of());
        assertTrue(quick.stop().generations() > 0);
        EvolutionConfig overnight = ConfigFiles.read(CONFIG_DIR.resolve("overnight.yaml"), Map.of());
        assertTrue(overnight.stop().timeBudget().duration().compareTo(Duration.ofHours(1)) > 0);
        EvolutionConfig strong = ConfigFiles.read(CONFIG_DIR.resolve("strong.yaml"), Map.of());
        assertEquals(EvolutionConfig.defaults().population(), strong.population(), "the card's population");
        assertEquals(EvolutionConfig.defaults().tournament(), strong.tournament(), "the card's tournament");
        assertEquals(100, strong.stop().generations(), "a fixed generation count, not a time budget");
        assertTrue(strong.refinement().games() > 0);
    }

    /** The wide configuration is the overnight one with islands and batches: the customer's population, network and operators. */
    @Test
    void theWideConfigIsTheOvernightOneWithIslandsAndBatches() throws IOException {
        EvolutionConfig wide = ConfigFiles.read(CONFIG_DIR.resolve("overnight-wide.yaml"), Map.of());
        assertTrue(wide.islands().several());
        assertTrue(wide.refinement().batch() > 1);
        assertEquals(ConfigFiles.read(CONFIG_DIR.resolve("overnight.yaml"), Map.of(
                "islands.count", Integer.toString(wide.islands().count()),
                "islands.migrateEvery", Integer.toString(wide.islands().migrateEvery()),
                "islands.migrants", Integer.toString(wide.islands().migrants()),
                "refinement.batch", Integer.toString(wide.refinement().batch()))), wide);
    }

    @Test
    void theDefaultYamlListsEveryKey() throws IOException {
        String text = java.nio.file.Files.readString(CONFIG_DIR.resolve("default.yaml"));
        for (String key : ConfigFiles.keys()) {
            String last = key.substring(key.lastIndexOf('.') + 1);
            assertTrue(text.contains(last + ":"), key);
        }
    }

    @Test
    void aKeyNobodySetThatAnotherMadeWrongIsSaidToKeepItsDefault() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ConfigFiles.parse("population: {size: 2}", "p.yaml", Map.of()));
        assertEquals("p.yaml: population.elites must be 1–1, got 5 (population.elites was not set, so it has its default: "
                + "set it too)", e.getMessage());
        IllegalArgumentException set = assertThrows(IllegalArgumentException.class,
                () -> ConfigFiles.parse("population: {size: 2, elites: 5}", "p.yaml", Map.of()));
        assertEquals("p.yaml: population.elites must be 1–1, got 5", set.getMessage());
    }

    /**
     * Values each within its range whose product is not: refused as the configuration is read,
     * naming the keys, where the run spent 106 s and 5.4 GB listing the games, then ended with
     * "integer overflow" and left its directory behind.
     */
    @Test
    void settingsWhoseGamesCannotBeNumberedAreRefusedNamingTheKeys() {
        String message = assertThrows(IllegalArgumentException.class, () -> ConfigFiles.parse("", "f.yaml",
                Map.of("islands.count", "64", "population.size", "10000", "population.elites", "5000"))).getMessage();
        assertEquals("f.yaml: islands.count, population.size and tournament.rounds give 6,399,360,000 tournament games a generation "
                + "(64 islands × 99,990,000), more than a run can number (2,147,483,647); lower one of them", message);
        String famous = assertThrows(IllegalArgumentException.class, () -> ConfigFiles.parse("", "f.yaml",
                Map.of("islands.count", "2", "population.size", "10000", "tournament.rounds", "11",
                        "tournament.hallOfFame", "5"))).getMessage();
        assertTrue(famous.startsWith("f.yaml: islands.count, population.size and tournament.rounds, tournament.hallOfFame "
                + "give 2,199,980,000 tournament games a generation (2 islands × 1,099,990,000)"), famous);
        assertEquals(99_990_000L * 21, ConfigFiles.parse("", "f.yaml", Map.of("population.size", "10000",
                "tournament.rounds", "21")).tournament().games(10_000), "one island of 21 rounds still fits");
    }

    /** The games counted are the games the schedule lists, for both schemes and a hall of fame. */
    @ParameterizedTest
    @CsvSource({"round-robin, 7, 3, 1, 0", "round-robin, 15, 1, 1, 2", "random-opponents, 9, 1, 5, 0", "random-opponents, 4, 1, 2, 3"})
    void theGamesCountedAreTheGamesScheduled(String scheme, int size, int rounds, int gamesAsBlack, int hallOfFame) {
        TournamentConfig t = ConfigFiles.parse("", "f.yaml", Map.of("tournament.scheme", scheme, "tournament.rounds",
                String.valueOf(rounds), "tournament.gamesAsBlack", String.valueOf(gamesAsBlack), "tournament.hallOfFame",
                String.valueOf(hallOfFame))).tournament();
        int scheduled = org.evodraughts.ga.tournament.Schedule.withHallOfFame(org.evodraughts.ga.tournament.Schedule.of(
                t.scheme(), size, rounds, gamesAsBlack, new java.util.SplittableRandom(1)), size, hallOfFame).size();
        assertEquals(scheduled, t.games(size));
    }

    @Test
    void aNumberWithALeadingZeroIsRefusedNotReadAsOctal() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ConfigFiles.parse("threads: 1\nseed: 010\n", "f.yaml", Map.of()));
        assertEquals("f.yaml, line 2: '010' starts with 0, which YAML reads as an octal number; write it without the "
                + "leading zero", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> ConfigFiles.parse("population: {size: 015}", "f.yaml", Map.of()));
        assertThrows(IllegalArgumentException.class, () -> ConfigFiles.parse("", "f.yaml", Map.of("seed", "07")));
        assertEquals(0, ConfigFiles.parse("threads: 0 # zero: one per core\nrun: {directory: runs-010}\n", "f.yaml",
                Map.of()).threads());
    }

    @Test
    void aRepeatedKeyIsRefusedNotOverwritten() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ConfigFiles.parse("seed: 1\nthreads: 2\nseed: 3\n", "f.yaml", Map.of()));
        assertTrue(e.getMessage().startsWith("f.yaml is not valid YAML at line 3"), e.getMessage());
        assertTrue(e.getMessage().contains("'seed'"), e.getMessage());
    }

    @Test
    void aSecondDocumentIsRefusedNotIgnored() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ConfigFiles.parse("seed: 1\n---\nseed: 2\n", "f.yaml", Map.of()));
        assertTrue(e.getMessage().startsWith("f.yaml holds more than one YAML document"), e.getMessage());
        assertTrue(e.getMessage().endsWith("; put every key in the first (no '---' line between them)"), e.getMessage());
    }

    /** docs/evolution.md's key table lists exactly the keys the code reads, each once. */
    @Test
    void theDocumentedKeyTableListsEveryKeyAndNoOther() throws IOException {
        List<String> documented = new ArrayList<>();
        for (String line : java.nio.file.Files.readAllLines(CONFIG_DIR.resolveSibling("docs").resolve("evolution.md"))) {
            java.util.regex.Matcher row = java.util.regex.Pattern.compile("^\\| `([a-zA-Z0-9.]+)` \\|").matcher(line);
            if (row.find()) {
                documented.add(row.group(1));
            }
        }
        assertEquals(new java.util.TreeSet<>(ConfigFiles.keys()), new java.util.TreeSet<>(documented));
        assertEquals(ConfigFiles.keys().size(), documented.size(), "each key once: " + documented);
    }

    @Test
    void aFileSetsOnlyWhatItNames() {
        EvolutionConfig c = ConfigFiles.parse("""
                seed: 42
                tournament:
                  search: mcts:300
                  scheme: random-opponents
                stop: {generations: 3, timeBudget: 1h30m}
                """, "f.yaml", Map.of());
        assertEquals(42, c.seed());
        assertEquals(MctsSettings.iterations(300), c.tournament().search().settings());
        assertEquals(TournamentScheme.RANDOM_OPPONENTS, c.tournament().scheme());
        assertEquals(Duration.ofMinutes(90), c.stop().timeBudget().duration());
        assertEquals(EvolutionConfig.defaults().population(), c.population());
    }

    @Test
    void overridesReplaceFileValuesInOrder() {
        Map<String, String> overrides = new LinkedHashMap<>();
        overrides.put("population.size", "30");
        overrides.put("tournament.search", "minimax:2");
        overrides.put("stop.timeBudget", "0");
        overrides.put("population.size", "31");
        EvolutionConfig c = ConfigFiles.parse("population: {size: 20}\nstop: {timeBudget: 8h}", "f.yaml", overrides);
        assertEquals(31, c.population().size());
        assertEquals(AlphaBetaSettings.depth(2), c.tournament().search().settings());
        assertEquals(Duration.ZERO, c.stop().timeBudget().duration());
    }

    @Test
    void theStopSectionSaysWhenARunIsDone() {
        StopConfig stop = new StopConfig(10, TimeBudget.of("1h"));
        assertFalse(stop.generationsDone(9));
        assertTrue(stop.generationsDone(10));
        assertFalse(stop.budgetSpent(Duration.ofMinutes(59)));
        assertTrue(stop.budgetSpent(Duration.ofHours(1)));
        StopConfig none = new StopConfig(0, TimeBudget.NONE);
        assertFalse(none.generationsDone(1_000_000));
        assertFalse(none.budgetSpent(Duration.ofDays(1000)));
    }

    @Test
    void theVariantsAreReadAsTypedValues() {
        EvolutionConfig c = ConfigFiles.parse("genome: {initialWeights: fan-in, mutation: self-adaptive, initialSigma: 0.1, "
                + "king: evolved}\ntournament: {hallOfFame: 4}\nrefinement: {games: 20, alpha: 0.005, lambda: 0.5}", "v.yaml", Map.of());
        assertEquals(new RefinementConfig(20, 0.005, 0.5, false), c.refinement());
        assertEquals(InitialWeights.FAN_IN, c.genome().initialWeights());
        assertEquals(MutationKind.SELF_ADAPTIVE, c.genome().mutation());
        assertEquals(KingMode.EVOLVED, c.genome().king());
        assertEquals(0.1, c.genome().initialSigma());
        assertEquals(4, c.tournament().hallOfFame());
        assertEquals(c, ConfigFiles.parse(ConfigFiles.format(c), "written", Map.of()));
        assertEquals(GenomeConfig.seedDesign(), ConfigFiles.parse("", "empty", Map.of()).genome());
    }

    @Test
    void theYardstickIsHeuristicAtTheTournamentsDepthEvery25GenerationsBy40GamesUnlessSet() {
        EvolutionConfig defaults = EvolutionConfig.defaults();
        assertEquals(YardstickPlayer.of("heuristic"), defaults.champions().yardstick());
        assertEquals(25, defaults.champions().yardstickEvery());
        assertEquals(40, defaults.champions().yardstickGames());
        assertEquals("heuristic:4", yardstick(defaults));

        assertEquals("heuristic:2", yardstick(ConfigFiles.parse("tournament: {search: 'minimax:2'}", "f.yaml", Map.of())));
        assertEquals("heuristic:4", yardstick(ConfigFiles.parse("tournament: {search: 'mcts:300'}", "f.yaml", Map.of())));

        EvolutionConfig set = ConfigFiles.parse("champions: {yardstick: 'heuristic:6', yardstickEvery: 10, yardstickGames: 100}",
                "f.yaml", Map.of("tournament.search", "minimax:2"));
        assertEquals("heuristic:6", yardstick(set));
        assertEquals(10, set.champions().yardstickEvery());
        assertEquals(100, set.champions().yardstickGames());
        assertEquals("", yardstick(ConfigFiles.parse("champions: {yardstick: ''}", "f.yaml", Map.of())));
        assertEquals(0, ConfigFiles.parse("", "f.yaml", Map.of("champions.yardstickEvery", "0")).champions().yardstickEvery());
        assertEquals("greedy", ConfigFiles.parse("", "f.yaml", Map.of("champions.yardstick", "greedy")).champions().yardstick()
                .text());
    }

    /** The yardstick player's name for the configuration's tournament search. */
    private static String yardstick(EvolutionConfig config) {
        return config.champions().yardstick().name(config.tournament().search().settings());
    }

    @Test
    void writtenConfigsReadBackEqual() {
        EvolutionConfig c = ConfigFiles.parse("seed: -5\npopulation: {size: 40, elites: 9, kingValue: 2.25}\n"
                + "tournament: {search: 'mcts:300,c=0.5', openingPlies: 0}\nstop: {timeBudget: 45m}", "f.yaml", Map.of());
        assertEquals(c, ConfigFiles.parse(ConfigFiles.format(c), "written", Map.of()));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "popluation: {size: 3}| x.yaml: unknown key 'popluation'; known keys: seed, threads, population, start, islands, network, genome, tournament, refinement, coevolution, stop, run, champions, storage, cluster",
            "population: {sise: 3}| x.yaml: unknown key 'population.sise'; known keys in population: size, elites, kingValue",
            "population: 3| x.yaml: 'population' must be a section with the keys size, elites, kingValue, got '3'",
            "population: {size: 1}| x.yaml: population.size must be 2–10000, got 1",
            "population: {size: 10, elites: 10}| x.yaml: population.elites must be 1–9, got 10",
            "population: {elites: 0}| x.yaml: population.elites must be 1–14, got 0",
            "population: {kingValue: 0}| x.yaml: population.kingValue must be above 0 and at most 100, got 0.0",
            "islands: {count: 0}| x.yaml: islands.count must be 1–64, got 0",
            "network: {inputs: squares}| x.yaml: network.inputs: 'squares' is not a kind of inputs: use subsquares, pieces or both",
            "network: {hidden: [40, 0]}| x.yaml: network.hidden: a hidden layer has 1–1024 units, got 0",
            "network: {hidden: []}| x.yaml: network.hidden: a network has 1–4 hidden layers, got 0",
            "{network: {inputs: pieces}, genome: {king: evolved}}| x.yaml: genome.king: evolved needs network.inputs that read the king value (subsquares or both); the piece inputs 'pieces' do not",
            "islands: {count: 65}| x.yaml: islands.count must be 1–64, got 65",
            "islands: {migrateEvery: 0}| x.yaml: islands.migrateEvery must be 1–100000, got 0",
            "islands: {migrants: 0}| x.yaml: islands.migrants must be 1–10000, got 0",
            "islands: {count: 2, migrants: 15}| x.yaml: islands.migrants must be below population.size (15), got 15",
            "islands: {count: two}| x.yaml: islands.count must be a whole number, got 'two'",
            "islands: {size: 4}| x.yaml: unknown key 'islands.size'; known keys in islands: count, migrateEvery, migrants",
            "islands: 4| x.yaml: 'islands' must be a section with the keys count, migrateEvery, migrants, got '4'",
            "population: {size: abc}| x.yaml: population.size must be a whole number, got 'abc'",
            "population: {size: 15.5}| x.yaml: population.size must be a whole number, got '15.5'",
            "population: {size: }| x.yaml: population.size must be a whole number, got nothing",
            "threads: 2000| x.yaml: threads must be 0–1024, got 2000",
            "tournament: {scheme: swiss}| x.yaml: tournament.scheme must be one of round-robin, random-opponents, got 'swiss'",
            "tournament: {openingPlies: 41}| x.yaml: tournament.openingPlies must be 0–40, got 41",
            "tournament: {gamesAsBlack: 0}| x.yaml: tournament.gamesAsBlack must be 1–1000, got 0",
            "tournament: {rounds: 0}| x.yaml: tournament.rounds must be 1–100, got 0",
            "tournament: {search: 'minimax:99'}| x.yaml: tournament.search: minimax depth must be 1–64, got 99",
            "tournament: {search: alphabeta}| x.yaml: tournament.search: search 'alphabeta' has no settings after the kind; "
                    + "expected minimax:DEPTH[,time=..][,budget=W][,threads=N][,tt=BITS] or mcts:ITERATIONS[,time=..][,c=X][,playout=N][,batch=N][,trees=N][,threads=N]",
            "tournament: {search: 'mcts:300,time=1s'}| x.yaml: tournament.search must not have a time limit (a run would "
                    + "then depend on the machine's speed): give a depth (minimax:4) or a number of playouts (mcts:300), got 'mcts:300,time=1s'",
            "tournament: {repetitions: 1}| x.yaml: tournament.repetitions must be 2–100, got 1",
            "tournament: {lossPoints: 2}| x.yaml: tournament.lossPoints must be -1000–1, got 2",
            "tournament: {drawPoints: 3}| x.yaml: tournament.drawPoints must be -1–2, got 3",
            "stop: {timeBudget: 8 hours}| x.yaml: stop.timeBudget must be 0 or a duration such as 90s, 45m, 8h or 1h30m, got '8 hours'",
            "stop: {generations: -1}| x.yaml: stop.generations must be 0–100000000, got -1",
            "run: {keepSnapshots: -1}| x.yaml: run.keepSnapshots must be 0–1000000, got -1",
            "genome: {initialWeights: xavier}| x.yaml: genome.initialWeights must be one of uniform, fan-in, got 'xavier'",
            "genome: {mutation: gaussian}| x.yaml: genome.mutation must be one of additive, self-adaptive, got 'gaussian'",
            "genome: {initialSigma: 0}| x.yaml: genome.initialSigma must be above 0 and at most 10, got 0.0",
            "genome: {king: free}| x.yaml: genome.king must be one of fixed, evolved, got 'free'",
            "{genome: {king: evolved}, population: {kingValue: 4}}| x.yaml: population.kingValue must be 1–3 with genome.king: "
                    + "evolved (an evolved king value stays in [1, 3]), got 4.0",
            "tournament: {hallOfFame: 101}| x.yaml: tournament.hallOfFame must be 0–100, got 101",
            "refinement: {games: -1}| x.yaml: refinement.games must be 0–1000000, got -1",
            "refinement: {alpha: 0}| x.yaml: refinement.alpha must be above 0 and at most 1, got 0.0",
            "refinement: {lambda: 1.5}| x.yaml: refinement.lambda must be 0–1, got 1.5",
            "refinement: {batch: 0}| x.yaml: refinement.batch must be 1–1024, got 0",
            "refinement: {batch: 1025}| x.yaml: refinement.batch must be 1–1024, got 1025",
            "refinement: {batch: 12345678901234567890}| x.yaml: refinement.batch must be a whole number from -2147483648 to "
                    + "2147483647, got '12345678901234567890'",
            "run: {directory: ''}| x.yaml: run.directory must not be empty",
            "champions: {yardstick: grandmaster}| x.yaml: champions.yardstick: unknown player 'grandmaster'; expected random, "
                    + "greedy, heuristic or heuristic:DEPTH",
            "champions: {yardstick: 'heuristic:0'}| x.yaml: champions.yardstick: minimax depth must be 1–64, got 0",
            "champions: {yardstickEvery: -1}| x.yaml: champions.yardstickEvery must be 0–1000000, got -1",
            "champions: {yardstickGames: 41}| x.yaml: champions.yardstickGames must be even (half the games with each colour), got 41",
            "champions: {yardstickGames: 0}| x.yaml: champions.yardstickGames must be 2–1000, got 0",
            "champions: {yardstickGames: 1002}| x.yaml: champions.yardstickGames must be 2–1000, got 1002",
            "champions: {playoffGames: 3}| x.yaml: champions.playoffGames must be even (half the games with each colour), got 3",
            "champions: {playoffGames: -2}| x.yaml: champions.playoffGames must be 0–1000, got -2",
            "tournament: {scheme: ''}| x.yaml: tournament.scheme must not be empty",
            "tournament: {scheme: }| x.yaml: tournament.scheme must not be empty",
            "tournament: {search: ' '}| x.yaml: tournament.search must not be empty",
            "tournament: {search: }| x.yaml: tournament.search must not be empty",
            "tournament: {search: true}| x.yaml: tournament.search must be a text, got 'true'",
            "stop: {timeBudget: }| x.yaml: stop.timeBudget must not be empty",
            "genome: {king: ''}| x.yaml: genome.king must be one of fixed, evolved, got ''",
            "champions: {baselines: 'random,chess'}| x.yaml: champions.baselines: unknown player 'chess'; expected "
                    + "random, greedy, heuristic or heuristic:DEPTH",
            "champions: {baselines: 'random, random'}| x.yaml: champions.baselines: 'random' is listed twice",
            "champions: {previous: 101}| x.yaml: champions.previous must be 0–100, got 101",
            "champions: {gamesPerChampion: 0}| x.yaml: champions.gamesPerChampion must be 2–1000, got 0",
            "champions: {gamesPerChampion: 5}| x.yaml: champions.gamesPerChampion must be even (half the games with each "
                    + "colour), got 5",
            "champions: {gamesPerBaseline: 1002}| x.yaml: champions.gamesPerBaseline must be 0–1000, got 1002",
            "champions: {gamesPerBaseline: 3}| x.yaml: champions.gamesPerBaseline must be even (half the games with each "
                    + "colour), got 3",
            "cluster: {members: '10.0.0.2'}| x.yaml: cluster.members needs HOST:PORT[,HOST:PORT…] (e.g. 10.0.0.2:5701), "
                    + "got '10.0.0.2' in '10.0.0.2'",
            "cluster: {name: 'a b'}| x.yaml: cluster.name must be letters, digits, '.', '_' or '-', got 'a b'",
            "- 1| x.yaml must be a mapping of keys to values, such as 'seed: 1'",
            "seed: [1, 2]| x.yaml: seed must be a whole number, got a list"})
    void badValuesAreRefusedNamingTheKeyAndTheAllowedRange(String yaml, String message) {
        assertEquals(message, error(yaml));
    }

    @Test
    void badYamlNamesTheLine() {
        assertTrue(error("seed: 1\npopulation: {size: 3\n").startsWith("x.yaml is not valid YAML at line "), error("seed: 1\npopulation: {size: 3\n"));
    }

    @Test
    void aQuotedLineBreakOrTerminalControlIsShownAsItsEscape() {
        assertEquals("x.yaml: tournament.scheme must be one of round-robin, random-opponents, got 'a\\nb\\u001b[31m'",
                error("tournament:\n  scheme: \"a\\nb\\e[31m\"\n"));
    }

    @Test
    void badOverridesNameTheKey() {
        assertEquals("unknown key 'population.sizes'; known keys in population: size, elites, kingValue",
                assertThrows(IllegalArgumentException.class,
                        () -> ConfigFiles.parse("", "f", Map.of("population.sizes", "3"))).getMessage());
        assertEquals("'population' is a section; set one of its keys: population.size, population.elites, population.kingValue",
                assertThrows(IllegalArgumentException.class,
                        () -> ConfigFiles.parse("", "f", Map.of("population", "3"))).getMessage());
        assertEquals("f: population.size must be 2–10000, got 0",
                assertThrows(IllegalArgumentException.class,
                        () -> ConfigFiles.parse("", "f", Map.of("population.size", "0"))).getMessage());
    }
}
