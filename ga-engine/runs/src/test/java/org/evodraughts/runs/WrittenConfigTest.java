package org.evodraughts.runs;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.evodraughts.ga.config.ConfigFiles;
import org.evodraughts.ga.config.EvolutionConfig;
import org.evodraughts.ga.config.TimeBudget;
import org.evodraughts.storage.layout.RunLayout;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A configuration is written as the code before the typed values wrote it: the golden files
 * {@code src/test/resources/written-configs/configs.yaml} and {@code configs.json} hold what that
 * code wrote, as {@code config.yaml} into a run directory ({@link ConfigFiles#format}) and as the
 * run record's JSON ({@link RunRecordListener#configJson}), for each shipped configuration and for
 * values given in other than their usual forms; one section ({@code #### name}) each. A new key
 * changes both files: {@code -Dgolden.update=true} rewrites them ({@link Golden}).
 */
class WrittenConfigTest {
    @TempDir
    Path temp;

    @Test
    void eachConfigurationIsWrittenAsTheGoldenFilesSayAndReadsBackEqual() throws IOException {
        Map<String, EvolutionConfig> configs = new LinkedHashMap<>();
        for (String name : List.of("default", "quick", "overnight", "strong")) {
            configs.put(name, ConfigFiles.read(Path.of("../..", "config", name + ".yaml"), Map.of()));
        }
        configs.put("variants", variants());
        configs.put("overrides", overridden());
        Map<String, String> yaml = new LinkedHashMap<>(), json = new LinkedHashMap<>();
        configs.forEach((name, config) -> {
            String written = ConfigFiles.format(config);
            EvolutionConfig read = ConfigFiles.parse(written, name, Map.of());
            assertEquals(config, read, name);
            assertEquals(written, ConfigFiles.format(read), name);
            yaml.put(name, written);
            json.put(name, RunRecordListener.configJson(config));
        });
        Golden.assertMatches("written-configs/configs.yaml", yaml);
        Golden.assertMatches("written-configs/configs.json", json);
    }

    @Test
    void valuesGivenInOtherFormsAreKeptAsGiven() throws IOException {
        EvolutionConfig config = variants();
        assertEquals("mcts:300", config.tournament().search().settings().describe());
        assertEquals("mcts:300,c=0.4", config.tournament().search().text(), "kept as given, not as describe() writes it");
    }

    @Test
    void anEmptyTimeBudgetOverrideIsNone() {
        assertEquals(TimeBudget.NONE, overridden().stop().timeBudget());
    }

    private static EvolutionConfig variants() throws IOException {
        return ConfigFiles.parse(Golden.read("written-configs/variants-in.yaml"), "variants-in.yaml", Map.of());
    }

    private static EvolutionConfig overridden() {
        Map<String, String> overrides = new LinkedHashMap<>();
        overrides.put("tournament.search", "'mcts:200,playout=4'");
        overrides.put("stop.timeBudget", "'0'");
        overrides.put("champions.baselines", "greedy");
        overrides.put("tournament.scheme", "random-opponents");
        overrides.put("champions.yardstick", "''");
        return ConfigFiles.parse("", "overrides", overrides);
    }

    /**
     * A run directory written before the typed values resumes with its configuration unchanged,
     * but for the keys added since, which take their defaults (while its run.keepSnapshots: 0
     * still keeps every population), and is written with them once overrides change it.
     */
    @Test
    void aRunDirectoryWrittenBeforeResumesWithItsConfigurationUnchanged() throws IOException {
        String old = Golden.read("written-configs/old-run.yaml");
        Path run = temp.resolve("run");
        Files.createDirectories(run);
        Files.writeString(RunLayout.of(run).config(), old);
        EvolutionConfig config = RunDirectory.open(run, Map.of()).config();
        assertEquals(ConfigFiles.parse(old, "old-run.yaml", Map.of()), config);
        assertEquals(0, config.run().keepSnapshots());
        String now = ConfigFiles.format(config);
        Map<String, JsonNode> oldKeys = keys(old), nowKeys = keys(now), defaults = keys(ConfigFiles.format(EvolutionConfig.defaults()));
        assertEquals(defaults.keySet(), nowKeys.keySet(), "every key written");
        nowKeys.forEach((key, value) -> assertEquals(oldKeys.getOrDefault(key, defaults.get(key)), value, key));
        assertEquals(old, Files.readString(RunLayout.of(run).config()), "opened without overrides: not written");

        RunDirectory.open(run, Map.of("stop.generations", "500", "stop.timeBudget", "'90m'"));
        assertEquals(now.replace("generations: 400", "generations: 500").replace("timeBudget: 0", "timeBudget: 90m"),
                Files.readString(RunLayout.of(run).config()));
    }

    /** The keys of a configuration's YAML by dotted path, each with its value (a list is one value). */
    private static Map<String, JsonNode> keys(String yaml) throws IOException {
        Map<String, JsonNode> keys = new TreeMap<>();
        new YAMLMapper().readTree(yaml).properties().forEach(section -> {
            if (section.getValue().isObject()) {
                section.getValue().properties().forEach(key -> keys.put(section.getKey() + "." + key.getKey(), key.getValue()));
            } else {
                keys.put(section.getKey(), section.getValue());
            }
        });
        return keys;
    }
}
