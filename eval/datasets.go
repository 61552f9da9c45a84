package eval

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"strings"
)

// Cluster is a set of articles of one topic in an evaluation set.
type Cluster struct {
	ID       string
	Articles []ClusterArticle
}

// ClusterArticle is an article of a Cluster.
type ClusterArticle struct {
	ID, Source, Date, Title, Text string
}

// ReadClusters reads articles.jsonl of an evaluation set (the format of
// ../shared/data) grouped by cluster, clusters and articles in file
// order. An article listed under two clusters is in both.
func ReadClusters(path string) ([]Cluster, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []Cluster
	at := map[string]int{}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	for line := 1; sc.Scan(); line++ {
		var r struct {
			ID, Cluster, Source, Date, Title, Text string
		}
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			return nil, fmt.Errorf("%s:%d: %v", path, line, err)
		}
		i, ok := at[r.Cluster]
		if !ok {
			i = len(out)
			at[r.Cluster] = i
			out = append(out, Cluster{ID: r.Cluster})
		}
		out[i].Articles = append(out[i].Articles, ClusterArticle{r.ID, r.Source, r.Date, r.Title, r.Text})
	}
	return out, sc.Err()
}

// ReadReferences reads references.jsonl: cluster → reference summaries.
func ReadReferences(path string) (map[string][]string, error) {
	out := map[string][]string{}
	err := readJSONL(path, func(b []byte) error {
		var r struct {
			Cluster   string
			Summaries []string
		}
		if err := json.Unmarshal(b, &r); err != nil {
			return err
		}
		out[r.Cluster] = r.Summaries
		return nil
	})
	return out, err
}

// ReadTopics adds to topics the "topic" of each line of an evaluation
// set's articles.jsonl that has one (ECB+: the topic shared by two sister
// events), as id → file and topic, so that topics of different files
// differ. A file without topics adds nothing.
func ReadTopics(path string, topics map[string]string) error {
	return readJSONL(path, func(b []byte) error {
		var r struct {
			ID    string
			Topic json.RawMessage // a string or a number
		}
		if err := json.Unmarshal(b, &r); err != nil {
			return err
		}
		if t := strings.Trim(string(r.Topic), `"`); t != "" && t != "null" {
			topics[r.ID] = path + "\x00" + t
		}
		return nil
	})
}

// readJSONL calls each with every non-blank line of a JSONL file; its
// errors are reported with the path and line.
func readJSONL(path string, each func([]byte) error) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	for line := 1; sc.Scan(); line++ {
		if len(strings.TrimSpace(sc.Text())) == 0 {
			continue
		}
		if err := each(sc.Bytes()); err != nil {
			return fmt.Errorf("%s:%d: %v", path, line, err)
		}
	}
	return sc.Err()
}
