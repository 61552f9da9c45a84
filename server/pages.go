package server

import (
	"bytes"
	"errors"
	"fmt"
	"html/template"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/storywire/storywire/engine"
	"github.com/storywire/storywire/facts"
)

// funcs are the templates' helpers.
var funcs = template.FuncMap{
	"pct": func(x float64) string { return strconv.Itoa(int(100*x+0.5)) + "%" },
	"day": func(s string) string { return s[:min(len(s), 10)] },
	"when": func(s string) string { // a date, with its time of day when it has one
		if t, err := time.Parse(time.RFC3339, s); err == nil {
			return t.UTC().Format("2006-01-02 15:04 UTC")
		}
		return s[:min(len(s), 10)]
	},
	"upper": strings.ToUpper,
	"join":  strings.Join,
	// has reports whether list holds s: an outlet that is also the
	// story's agency (AFP publishing its own wire) is one chip, not two
	"has": func(list []string, s string) bool { return slices.Contains(list, s) },
	// sharedQuotes are the quotations two or more articles carry that
	// no flag shows already, most carried first, at most eight
	"sharedQuotes": func(qs []engine.FactQuote) []engine.FactQuote {
		var out []engine.FactQuote
		for _, q := range qs {
			if q.Flag == "" && len(q.Articles) > 1 && len(out) < 8 {
				out = append(out, q)
			}
		}
		return out
	},
	"number": func(x float64) string { return strconv.FormatFloat(x, 'f', -1, 64) },
	"plural": plural,
	"path":   pathSegment,
	"marked": func(v engine.Voice) template.HTML {
		before, value, after := v.Parts()
		return template.HTML(template.HTMLEscapeString(before) + "<mark>" + template.HTMLEscapeString(value) + "</mark>" + template.HTMLEscapeString(after))
	},
	"depth": func(d int) string { return "d" + strconv.Itoa(min(d, maxDepthClass)) },
	"short": func(s string, n int) string { return shorten(s, n) },
	// quoted is a quotation's words as a page quotes them, shortened to n
	// bytes, without the comma the sentence put before its attribution
	"quoted": func(s string, n int) string { return shorten(strings.TrimRight(s, ", "), n) },
	"parts": func(ps []float64) string {
		s := make([]string, len(ps))
		for i, p := range ps {
			s[i] = strconv.FormatFloat(p, 'f', -1, 64)
		}
		return strings.Join(s, " + ")
	},
	"verdictClass": func(v string) string { return "verdict-" + v },
	// noted reports whether a row of verdict v shows its note: a
	// disagreement's figures, an update's sequence ("160 → 214"), an
	// agreement's sum ("6 + 2 = 8"); an approximation's note says only
	// that a figure is vague
	"noted": func(v string) bool {
		return v == facts.Conflict || v == facts.Granularity || v == facts.Superseded || v == facts.Agree
	},
	// shown splits the groups a page shows: every one two sources give,
	// agreements past the first shownAgreements folded away (a survey
	// that two reports quote agrees on dozens of figures; what a reader
	// comes for is where they differ).
	"shown": func(gs []engine.FactGroup) (out struct{ Main, More []engine.FactGroup }) {
		agreed := 0
		for _, g := range gs {
			switch {
			case g.Verdict == facts.SingleSource || g.Verdict == facts.DifferentThing:
			case g.Verdict == facts.Agree && agreed == shownAgreements:
				out.More = append(out.More, g)
			default:
				if g.Verdict == facts.Agree {
					agreed++
				}
				out.Main = append(out.Main, g)
			}
		}
		return out
	},
	"highlight": func(snippet string) template.HTML {
		// FTS5 marks matches with « »; escape everything, then mark.
		esc := template.HTMLEscapeString(snippet)
		esc = strings.ReplaceAll(esc, "«", "<mark>")
		return template.HTML(strings.ReplaceAll(esc, "»", "</mark>"))
	},
}

// shownAgreements is how many agreements a story page lists before it
// folds the rest away.
const shownAgreements = 8

func itoa(n int) string { return strconv.Itoa(n) }

func shorten(s string, n int) string {
	if len(s) <= n {
		return s
	}
	cut := strings.LastIndexByte(s[:n], ' ')
	if cut < n/2 {
		cut = n
	}
	return s[:cut] + "…"
}

// render writes a page, or a plain error page when rendering fails.
func (s *Server) render(w http.ResponseWriter, r *http.Request, status int, name string, data any) {
	var b bytes.Buffer
	if err := s.tmpl.ExecuteTemplate(&b, name, data); err != nil {
		if s.opt.Log != nil {
			s.opt.Log.Printf("render %s: %v", name, err)
		}
		http.Error(w, "the page could not be rendered", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	w.Write(b.Bytes())
}

// pageError renders an error page.
func (s *Server) pageError(w http.ResponseWriter, r *http.Request, status int, msg string) {
	s.render(w, r, status, "error.html", map[string]any{"Title": http.StatusText(status), "Status": status, "Message": msg})
}

// listPerPage is the number of stories a page of the list shows.
const listPerPage = 50

func (s *Server) pageList(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	page, err := intParam(r, "page", 1, 1<<20)
	if err != nil {
		s.pageError(w, r, http.StatusBadRequest, err.Error())
		return
	}
	list, err := s.storyList(r.Context(), q.Get("source"), q.Get("from"), q.Get("to"))
	if err != nil {
		s.pageError(w, r, http.StatusInternalServerError, err.Error())
		return
	}
	pages := max(1, (len(list)+listPerPage-1)/listPerPage)
	from := min((page-1)*listPerPage, len(list))
	shown := list[from:min(len(list), from+listPerPage)]
	// Links to the pages before and after keep the filters.
	link := func(p int) string {
		v := url.Values{}
		for _, k := range []string{"source", "from", "to"} {
			if x := q.Get(k); x != "" {
				v.Set(k, x)
			}
		}
		v.Set("page", strconv.Itoa(p))
		return "/?" + v.Encode()
	}
	notArticles, err := s.notArticles(r.Context())
	if err != nil {
		s.pageError(w, r, http.StatusInternalServerError, err.Error())
		return
	}
	data := map[string]any{"Title": "Stories", "Stories": shown, "Total": len(list), "Page": page, "Pages": pages,
		"Source": q.Get("source"), "From": q.Get("from"), "To": q.Get("to"), "NotArticles": notArticles}
	if page > 1 {
		data["Prev"] = link(page - 1)
	}
	if page < pages {
		data["Next"] = link(page + 1)
	}
	s.render(w, r, http.StatusOK, "list.html", data)
}

func (s *Server) pageStory(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.Atoi(r.PathValue("id"))
	if err != nil {
		s.pageError(w, r, http.StatusBadRequest, fmt.Sprintf("%q is not a story number", r.PathValue("id")))
		return
	}
	page, err := s.storyBytes(r.Context(), id, true)
	if errors.Is(err, errNotFound) {
		if s.redirectGone(w, r, id, "/stories/") {
			return
		}
		s.pageError(w, r, http.StatusNotFound, fmt.Sprintf("There is no story %d.", id))
		return
	}
	if err != nil {
		s.pageError(w, r, http.StatusInternalServerError, err.Error())
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Write(page)
}

func (s *Server) pageArticle(w http.ResponseWriter, r *http.Request) {
	a, err := s.article(r.Context(), r.PathValue("id"), false)
	if err != nil {
		s.pageError(w, r, http.StatusNotFound, err.Error())
		return
	}
	data := map[string]any{"Title": a.Title, "A": a}
	// Its place in its group's derivation tree, from the story's view.
	if a.Group != "" && a.Story != 0 {
		if v, err := s.story(r.Context(), a.Story); err == nil {
			for _, g := range v.Groups {
				for _, n := range g.Nodes {
					if n.ID != a.ID {
						continue
					}
					data["Copies"] = len(g.Articles)
					if n.Parent != "" {
						data["Node"] = n
						if p := v.byID[n.Parent]; p != nil {
							data["Parent"] = p
						}
					} else {
						data["Original"] = true
					}
				}
			}
		}
	}
	s.render(w, r, http.StatusOK, "article.html", data)
}

func (s *Server) pageDiff(w http.ResponseWriter, r *http.Request) {
	a, b := r.URL.Query().Get("a"), r.URL.Query().Get("b")
	if a == "" || b == "" {
		s.pageError(w, r, http.StatusBadRequest, "Choose two articles: /diff?a=ID&b=ID.")
		return
	}
	d, err := s.diff(r.Context(), a, b)
	if err != nil {
		s.pageError(w, r, http.StatusNotFound, err.Error())
		return
	}
	left, right := sideBySide(d)
	rows := alignedRows(d, left, right)
	aInB, bInA := d.Alignment.Contained()
	type sub struct {
		From, To string
		N        int
	}
	var subs []sub
	for _, x := range d.Labels.Substitutions {
		k := slices.IndexFunc(subs, func(s sub) bool { return s.From == x.From && s.To == x.To })
		if k < 0 {
			subs = append(subs, sub{x.From, x.To, 1})
		} else {
			subs[k].N++
		}
	}
	s.render(w, r, http.StatusOK, "diff.html", map[string]any{"Title": "Compare", "D": d, "Rows": rows,
		"Similarity": d.Alignment.Similarity(), "AInB": aInB, "BInA": bInA, "Labels": d.Labels, "Subs": subs, "Back": r.URL.Query().Get("story")})
}

func (s *Server) pageSearch(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query().Get("q")
	var res searchJSON
	if q != "" {
		var err error
		if res, err = s.search(r.Context(), q, 50); err != nil {
			s.pageError(w, r, http.StatusInternalServerError, err.Error())
			return
		}
	}
	s.render(w, r, http.StatusOK, "search.html", map[string]any{"Title": "Search", "Q": q, "Res": res})
}

// pathSegment escapes an id as one segment of a URL path: "/", "?" and
// "#" escaped, and "." and ".." too, which a path would otherwise read
// as steps.
func pathSegment(id string) string {
	if id == "." || id == ".." {
		return strings.Repeat("%2E", len(id))
	}
	return url.PathEscape(id)
}

// maxDepthClass is the deepest tree level with its own indentation
// (classes d0 … d12 of style.css): the policy allows no inline styles.
const maxDepthClass = 12
