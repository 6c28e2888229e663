package org.evodraughts.ga.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** The storage section as the engine carries it: the URI's scheme checked, its password hidden when written. */
class StorageConfigTest {
    @Test
    void aUriWithoutAMongodbSchemeIsRefusedWithItsPasswordHidden() {
        String message = assertThrows(IllegalArgumentException.class,
                () -> ConfigFiles.parse("", "f.yaml", Map.of("storage.mongoUri", "http://someone:secret@host/"))).getMessage();
        assertEquals("f.yaml: storage.mongoUri is not usable: invalid MongoDB URI 'http://someone:***@host/': it must "
                + "start with 'mongodb://' or 'mongodb+srv://'", message);
        String mongo = assertThrows(IllegalArgumentException.class, () -> new StorageConfig("mongo://someone:secret@host/"))
                .getMessage();
        assertFalse(mongo.contains("secret"), mongo);
    }

    @Test
    void theWrittenConfigurationHidesThePasswordAndSaysSo() {
        StorageConfig real = new StorageConfig(" mongodb://someone:secret@db.example:27017/evo ");
        assertEquals("mongodb://someone:secret@db.example:27017/evo", real.mongoUri());
        assertFalse(real.hidesPassword());
        StorageConfig written = real.redacted();
        assertEquals("mongodb://someone:***@db.example:27017/evo", written.mongoUri());
        assertTrue(written.hidesPassword());
        assertEquals(written, written.redacted());

        assertEquals("mongodb+srv://someone:***@cluster.example/", new StorageConfig("mongodb+srv://someone:pw@cluster.example/")
                .redacted().mongoUri());
        assertFalse(new StorageConfig("mongodb://db.example/").hidesPassword());
        assertEquals(new StorageConfig(""), new StorageConfig(null).redacted());
        String yaml = ConfigFiles.format(ConfigFiles.parse("", "f.yaml", Map.of("storage.mongoUri", real.mongoUri())));
        assertTrue(yaml.contains("mongodb://someone:***@db.example:27017/evo") && !yaml.contains("secret"), yaml);
    }
}
